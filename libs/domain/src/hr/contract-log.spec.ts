/// <reference types="jest" />
import { changedTerms, contractLogDate, contractLogOf, contractLogReason, type ContractTerms } from './contract-log';

const BEFORE: ContractTerms = {
  salary: 10_000_000, contractType: 1, contractStartDate: 20250101, contractEndDate: 20251231, role: 12, roleLevel: 32, managerLevel: 0,
};

describe('contract log', () => {
  it('finds each changed followed field, and none when nothing changed', () => {
    expect(changedTerms(BEFORE, { ...BEFORE })).toEqual([]);
    // bigint columns arrive as text: '10000000' is the same salary.
    expect(changedTerms({ ...BEFORE, salary: '10000000' as unknown as number }, BEFORE)).toEqual([]);
    expect(changedTerms(BEFORE, { ...BEFORE, salary: 12_000_000 })).toEqual(['salary']);
    expect(changedTerms(BEFORE, { ...BEFORE, contractType: 2 })).toEqual(['contractType']);
    expect(changedTerms(BEFORE, { ...BEFORE, contractStartDate: null })).toEqual(['contractStartDate']);
    expect(changedTerms(BEFORE, { ...BEFORE, contractEndDate: 20261231 })).toEqual(['contractEndDate']);
    expect(changedTerms(BEFORE, { ...BEFORE, role: 13 })).toEqual(['role']);
    expect(changedTerms(BEFORE, { ...BEFORE, roleLevel: 33 })).toEqual(['roleLevel']);
    expect(changedTerms(BEFORE, { ...BEFORE, managerLevel: 1 })).toEqual(['managerLevel']);
  });

  it('takes the reason from `reason`, else from the reason that matches the kind of change', () => {
    expect(contractLogReason({ reason: ' Raise ', contractChangeReason: 'x' }, ['salary'])).toBe('Raise');
    expect(contractLogReason({ contractChangeReason: 'New contract', skillChangeReason: 'Promoted' }, ['salary'])).toBe('New contract');
    expect(contractLogReason({ contractChangeReason: 'New contract', skillChangeReason: 'Promoted' }, ['roleLevel'])).toBe('Promoted');
    expect(contractLogReason({ contractChangeReason: 'New contract', skillChangeReason: 'Promoted' }, ['salary', 'roleLevel']))
      .toBe('New contract; Promoted');
    expect(contractLogReason({ skillChangeReason: 'Promoted' }, ['salary'])).toBe('Promoted');
    expect(contractLogReason({ reason: '  ' }, ['salary'])).toBeNull();
    expect(contractLogReason({}, ['salary'])).toBeNull();
  });

  it('dates the change: effectiveDate, else the contract start sent, else today', () => {
    expect(contractLogDate({ effectiveDate: 20260301, contractStartDate: 20260101 }, 20261124)).toBe(20260301);
    expect(contractLogDate({ contractStartDate: 20260101 }, 20261124)).toBe(20260101);
    expect(contractLogDate({ contractStartDate: null }, 20261124)).toBe(20261124);
    expect(contractLogDate({}, 20261124)).toBe(20261124);
  });

  it('builds the row with every old and new value, or null without a change', () => {
    expect(contractLogOf('annv', BEFORE, BEFORE, { reason: 'x' }, 20261124, 'admin')).toBeNull();
    expect(contractLogOf('annv', BEFORE, { ...BEFORE, salary: 12_000_000, roleLevel: 33 }, { reason: 'Raise' }, 20261124, 'admin')).toEqual({
      employee: 'annv', date: 20261124, reason: 'Raise', changedBy: 'admin',
      oldSalary: 10_000_000, newSalary: 12_000_000, oldContractType: 1, newContractType: 1,
      oldStartDate: 20250101, newStartDate: 20250101, oldEndDate: 20251231, newEndDate: 20251231,
      oldRole: 12, newRole: 12, oldRoleLevel: 32, newRoleLevel: 33, oldManagerLevel: 0, newManagerLevel: 0,
    });
  });
});
