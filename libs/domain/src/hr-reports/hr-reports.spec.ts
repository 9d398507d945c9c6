import {
  checkPermittedDay, currentMonth, fitsLeave, insuranceDatesInOrder, insuranceEditKeepsDates, isReportRole, pendingDays, socialInsuranceEdit,
} from './hr-reports';

describe('socialInsuranceEdit', () => {
  it('takes exactly one of the five fields', () => {
    expect(socialInsuranceEdit({ socialInsuranceStatus: true })).toEqual({ field: 'socialInsuranceStatus', value: true });
    expect(socialInsuranceEdit({ socialInsurance: ' 7901 ' })).toEqual({ field: 'socialInsurance', value: '7901' });
    expect(socialInsuranceEdit({ socialInsurancePayer: '' })).toEqual({ field: 'socialInsurancePayer', value: null });
    expect(socialInsuranceEdit({ socialInsuranceStartDate: 20240101 })).toEqual({ field: 'socialInsuranceStartDate', value: 20240101 });
    expect(socialInsuranceEdit({ socialInsuranceEndDate: null })).toEqual({ field: 'socialInsuranceEndDate', value: null });
  });

  it.each([
    ['none', {}],
    ['two', { socialInsuranceStatus: true, socialInsurance: 'x' }],
    ['another field', { socialInsuranceStatus: true, salary: 1 }],
    ['a status that is not a boolean', { socialInsuranceStatus: 'yes' }],
    ['a date that is no calendar day', { socialInsuranceStartDate: 20240230 }],
    ['a number as text field', { socialInsurance: 12 }],
    ['a text too long', { socialInsurancePayer: 'x'.repeat(101) }],
    ['not an object', null],
  ])('refuses %s', (_name, body) => {
    expect(Array.isArray(socialInsuranceEdit(body))).toBe(true);
  });
});

describe('checkPermittedDay', () => {
  it('a number, not below 0, unchanged ignored', () => {
    expect(checkPermittedDay('abc', 3)).toEqual({ kind: 'employee.permitted-day-invalid' });
    expect(checkPermittedDay('', 3)).toEqual({ kind: 'employee.permitted-day-invalid' });
    expect(checkPermittedDay(NaN, 3)).toEqual({ kind: 'employee.permitted-day-invalid' });
    expect(checkPermittedDay('-1', 3)).toEqual({ kind: 'employee.permitted-day-negative' });
    expect(checkPermittedDay('3', 3)).toEqual({ kind: 'unchanged' });
    expect(checkPermittedDay('2,5', 3)).toEqual({ kind: 'ok', value: 2.5 });
    expect(checkPermittedDay(0, 3)).toEqual({ kind: 'ok', value: 0 });
    expect(checkPermittedDay(366, 3)).toEqual({ kind: 'ok', value: 366 });
    expect(checkPermittedDay(366.1, 3)).toEqual({ kind: 'employee.permitted-day-invalid' });
    expect(checkPermittedDay(Infinity, 3)).toEqual({ kind: 'employee.permitted-day-invalid' });
  });
});

describe('insurance dates', () => {
  it('a start after the end is refused; an empty date leaves the other free', () => {
    expect(insuranceDatesInOrder(20240101, 20241231)).toBe(true);
    expect(insuranceDatesInOrder(20240101, 20240101)).toBe(true);
    expect(insuranceDatesInOrder(20250101, 20241231)).toBe(false);
    expect(insuranceDatesInOrder(null, 20241231)).toBe(true);
    expect(insuranceDatesInOrder(20250101, null)).toBe(true);
  });

  it('a one-field edit is judged against the date it leaves in place', () => {
    const row = { socialInsuranceStartDate: 20240101, socialInsuranceEndDate: 20241231 };
    expect(insuranceEditKeepsDates(row, { field: 'socialInsuranceStartDate', value: 20250101 })).toBe(false);
    expect(insuranceEditKeepsDates(row, { field: 'socialInsuranceEndDate', value: 20231231 })).toBe(false);
    expect(insuranceEditKeepsDates(row, { field: 'socialInsuranceEndDate', value: null })).toBe(true);
    expect(insuranceEditKeepsDates(row, { field: 'socialInsuranceStartDate', value: 20241231 })).toBe(true);
    expect(insuranceEditKeepsDates({ socialInsuranceStartDate: 20250101, socialInsuranceEndDate: 20241231 }, { field: 'socialInsurancePayer', value: 'x' })).toBe(true);
  });
});

describe('fitsLeave', () => {
  it('pending paid requests count against the balance', () => {
    expect(fitsLeave(2, 1, 0)).toBe(true);
    expect(fitsLeave(2, 1, 0.5)).toBe(false);
    expect(fitsLeave(0, 1, 0.5)).toBe(true);
    expect(fitsLeave(0, 1, 1)).toBe(false);
    expect(fitsLeave(0, 0.3, 0.2)).toBe(false);
    expect(pendingDays([0, 1, 2])).toBe(2);
  });
});

describe('report helpers', () => {
  it('system roles are not asked for', () => {
    expect(isReportRole(12)).toBe(true);
    for (const r of [0, 1, 45, 46, 99, 1.5]) expect(isReportRole(r)).toBe(false);
  });
  it('this month in the company time zone', () => {
    expect(currentMonth(new Date('2026-11-30T18:00:00Z'))).toEqual({ month: 12, year: 2026 });
  });
});
