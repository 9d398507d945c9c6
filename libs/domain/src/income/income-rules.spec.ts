import { isValidYmd } from '../dates';
import { IncomeType } from '../statuses';
import { checkIncome, checkIncomeValue, defaultIncomeRange, incomeAmountOf, quarterOf, thousandsToVnd, vndToThousands } from './income-rules';

describe('income rules', () => {
  const salary = { percent: 100, totalSalary: 20_000_000, actualSalary: 18_500_000 };
  const quarter = { personalBenchmarkPercentage: 110, quarterBonusBenchmarkPercentage: 95.5, totalBonus: 5_000_000, quarter: '2', year: 2026 };
  const business = { totalBonus: 12_000_000, year: 2026, project: [3, 5, 3] };

  it('accepts each type with its own value and normalises it', () => {
    expect(checkIncomeValue(IncomeType.Salary, salary)).toEqual({ ok: salary });
    expect(checkIncomeValue(IncomeType.QuarterBonus, { ...quarter, quarter: 2 })).toEqual({ ok: quarter });
    expect(checkIncomeValue(IncomeType.BusinessBonus, business)).toEqual({ ok: { ...business, project: [3, 5] } });
    expect(checkIncomeValue(IncomeType.Salary, JSON.stringify(salary))).toEqual({ ok: salary });
  });

  it('salary percent is 0-100', () => {
    expect(checkIncomeValue(1, { ...salary, percent: 0 })).toEqual({ ok: { ...salary, percent: 0 } });
    expect(checkIncomeValue(1, { ...salary, percent: 100.5 })).toEqual({ error: { code: 'income.percent-range', field: 'value.percent' } });
    expect(checkIncomeValue(1, { ...salary, percent: -1 })).toEqual({ error: { code: 'income.percent-range', field: 'value.percent' } });
    expect(checkIncomeValue(1, { ...salary, percent: '50' })).toEqual({ error: { code: 'common.validation', field: 'value.percent' } });
  });

  it('refuses type 0, a value of another type, negative or fractional amounts', () => {
    expect(checkIncomeValue(IncomeType.Unknown, salary)).toEqual({ error: { code: 'common.validation', field: 'type' } });
    expect(checkIncomeValue(IncomeType.Salary, quarter)).toEqual({ error: { code: 'common.validation', field: 'value.personalBenchmarkPercentage' } });
    expect(checkIncomeValue(IncomeType.QuarterBonus, salary)).toEqual({ error: { code: 'common.validation', field: 'value.percent' } });
    expect(checkIncomeValue(IncomeType.Salary, { ...salary, actualSalary: -1 })).toEqual({ error: { code: 'common.validation', field: 'value.actualSalary' } });
    expect(checkIncomeValue(IncomeType.Salary, { ...salary, totalSalary: 1.5 })).toEqual({ error: { code: 'common.validation', field: 'value.totalSalary' } });
    expect(checkIncomeValue(IncomeType.QuarterBonus, { ...quarter, quarter: '5' })).toEqual({ error: { code: 'common.validation', field: 'value.quarter' } });
    expect(checkIncomeValue(IncomeType.BusinessBonus, { ...business, project: ['x'] })).toEqual({ error: { code: 'common.validation', field: 'value.project' } });
    expect(checkIncomeValue(IncomeType.BusinessBonus, { ...business, year: 1999 })).toEqual({ error: { code: 'common.validation', field: 'value.year' } });
    expect(checkIncomeValue(IncomeType.Salary, 'not json')).toEqual({ error: { code: 'common.validation', field: 'value' } });
    expect(checkIncomeValue(IncomeType.Salary, null)).toEqual({ error: { code: 'common.validation', field: 'value' } });
  });

  it('checks the whole income and computes its amount', () => {
    const base = { employee: ' e1 ', date: 20260131, type: 1, value: salary };
    expect(checkIncome(base, isValidYmd)).toEqual({ ok: { employee: 'e1', date: 20260131, type: 1, income: 18_500_000, isShow: false, value: salary } });
    expect(checkIncome({ ...base, income: 1000, isShow: true }, isValidYmd)).toMatchObject({ ok: { income: 18_500_000, isShow: true } });
    expect(checkIncome({ ...base, income: -5 }, isValidYmd)).toEqual({ error: { code: 'common.validation', field: 'income' } });
    expect(checkIncome({ ...base, date: 20260230 }, isValidYmd)).toEqual({ error: { code: 'common.validation', field: 'date' } });
    expect(checkIncome({ ...base, employee: '' }, isValidYmd)).toEqual({ error: { code: 'common.validation', field: 'employee' } });
    expect(checkIncome({ ...base, type: 0 }, isValidYmd)).toEqual({ error: { code: 'common.validation', field: 'type' } });
    expect(incomeAmountOf(2, quarter as never)).toBe(5_000_000);
  });

  it('defaults the range to three months ago until today in Vietnam time', () => {
    // 2026-05-31 18:00 UTC is already 1 June in Ho Chi Minh City.
    expect(defaultIncomeRange(new Date('2026-05-31T18:00:00Z'))).toEqual({ from: 20260301, to: 20260601 });
    expect(defaultIncomeRange(new Date('2026-02-15T03:00:00Z'))).toEqual({ from: 20251115, to: 20260215 });
    // 31 May -> 28 February (no 31 February).
    expect(defaultIncomeRange(new Date('2026-05-31T03:00:00Z'))).toEqual({ from: 20260228, to: 20260531 });
  });

  it('converts thousands of VND', () => {
    expect(thousandsToVnd('18500')).toBe(18_500_000);
    expect(thousandsToVnd('1,234.5')).toBe(1_234_500);
    expect(thousandsToVnd('')).toBeNull();
    expect(thousandsToVnd('abc')).toBeNull();
    expect(vndToThousands(18_500_000)).toBe(18500);
    expect(quarterOf(20261115)).toBe('4');
  });
});
