/// <reference types="jest" />
// The web tsconfig includes libs/ without jest types; this keeps specs checkable there.
import {
  CONDITION_INCOMPLETE,
  conditionMatches,
  expandCondition,
  conditionProblem,
  normalizeGrants,
  validateCondition,
  type Condition,
  type GrantRow,
} from './conditions';

const range = (from: number, to: number, exclude: number[] = []): Condition => ({
  conditionType: 2,
  conditionValue: { from, to, exclude },
});

describe('conditionMatches', () => {
  it('type 1 any matches everything', () => {
    expect(conditionMatches({ conditionType: 1, conditionValue: null }, 42)).toBe(true);
    expect(conditionMatches({ conditionType: 1, conditionValue: null }, 'x')).toBe(true);
  });

  it('type 2 range is inclusive and honours exclude', () => {
    const c = range(10, 20, [15]);
    expect(conditionMatches(c, 10)).toBe(true);
    expect(conditionMatches(c, 20)).toBe(true);
    expect(conditionMatches(c, '12')).toBe(true);
    expect(conditionMatches(c, 15)).toBe(false);
    expect(conditionMatches(c, 9)).toBe(false);
    expect(conditionMatches(c, 21)).toBe(false);
    expect(conditionMatches(c, 'abc')).toBe(false);
  });

  it('type 3 single compares trimmed strings', () => {
    const c: Condition = { conditionType: 3, conditionValue: { value: ' 7 ' } };
    expect(conditionMatches(c, 7)).toBe(true);
    expect(conditionMatches(c, '7')).toBe(true);
    expect(conditionMatches(c, 8)).toBe(false);
  });

  it('type 4 none matches no value', () => {
    expect(conditionMatches({ conditionType: 4, conditionValue: null }, 0)).toBe(false);
  });

  it('type 5 roles matches listed roles', () => {
    const c: Condition = { conditionType: 5, conditionValue: { roles: [5, 12] } };
    expect(conditionMatches(c, 12)).toBe(true);
    expect(conditionMatches(c, '5')).toBe(true);
    expect(conditionMatches(c, 6)).toBe(false);
  });
});

describe('validateCondition', () => {
  it('accepts complete conditions', () => {
    expect(validateCondition({ conditionType: 1, conditionValue: null })).toBeNull();
    expect(validateCondition({ conditionType: 4, conditionValue: null })).toBeNull();
    expect(validateCondition(range(1, 10, [2, 9]))).toBeNull();
    expect(validateCondition({ conditionType: 3, conditionValue: { value: 'x' } })).toBeNull();
    expect(validateCondition({ conditionType: 3, conditionValue: { value: 0 } })).toBeNull();
    expect(validateCondition({ conditionType: 5, conditionValue: { roles: [5] } })).toBeNull();
  });

  it('refuses incomplete rows with the spec message', () => {
    expect(CONDITION_INCOMPLETE).toBe('Please fill in all fields');
    expect(validateCondition({ conditionType: 3, conditionValue: { value: '  ' } })).toBe(CONDITION_INCOMPLETE);
    expect(validateCondition({ conditionType: 3, conditionValue: null })).toBe(CONDITION_INCOMPLETE);
    expect(validateCondition({ conditionType: 2, conditionValue: { from: 1, exclude: [] } })).toBe(CONDITION_INCOMPLETE);
    expect(validateCondition({ conditionType: 2, conditionValue: { from: '', to: 3 } })).toBe(CONDITION_INCOMPLETE);
    expect(validateCondition({ conditionType: 5, conditionValue: { roles: [] } })).toBe(CONDITION_INCOMPLETE);
    expect(validateCondition({ conditionType: 9, conditionValue: null })).toBe(CONDITION_INCOMPLETE);
    expect(validateCondition(null)).toBe(CONDITION_INCOMPLETE);
  });

  it('limits exclude values to strictly between from and to', () => {
    expect(validateCondition(range(1, 10, [1]))).toBe(CONDITION_INCOMPLETE);
    expect(validateCondition(range(1, 10, [10]))).toBe(CONDITION_INCOMPLETE);
    expect(validateCondition(range(1, 10, [11]))).toBe(CONDITION_INCOMPLETE);
    expect(validateCondition(range(10, 1))).toBe(CONDITION_INCOMPLETE);
  });
});

describe('conditionProblem', () => {
  it('names why a condition is refused', () => {
    expect(conditionProblem(range(1, 40, [7]))).toBeNull();
    expect(conditionProblem({ conditionType: 2, conditionValue: { from: '1', to: '40', exclude: ['7'] } })).toBeNull();
    expect(conditionProblem({ conditionType: '3', conditionValue: { value: ' x ' } })).toBeNull();
    expect(conditionProblem({ conditionValue: null })).toBe('permission-group.fill-all-fields');
    expect(conditionProblem({ conditionType: '', conditionValue: null })).toBe('permission-group.fill-all-fields');
    expect(conditionProblem({ conditionType: 2, conditionValue: { from: 1 } })).toBe('permission-group.fill-all-fields');
    expect(conditionProblem({ conditionType: 5, conditionValue: { roles: [] } })).toBe('permission-group.fill-all-fields');
    expect(conditionProblem(range(10, 1))).toBe('permission-group.range-order');
    expect(conditionProblem(range(1, 10, [1]))).toBe('permission-group.exclude-out-of-range');
    expect(conditionProblem(range(1, 10, [10]))).toBe('permission-group.exclude-out-of-range');
    expect(conditionProblem(range(1, 10, [0]))).toBe('permission-group.exclude-out-of-range');
    expect(conditionProblem({ conditionType: 2, conditionValue: { from: 'a', to: 3, exclude: [] } })).toBe('permission-group.condition-invalid');
    expect(conditionProblem({ conditionType: 2, conditionValue: { from: 1.5, to: 3, exclude: [] } })).toBe('permission-group.condition-invalid');
    expect(conditionProblem({ conditionType: 2, conditionValue: { from: 1, to: 3, exclude: 'x' } })).toBe('permission-group.condition-invalid');
    expect(conditionProblem({ conditionType: 3, conditionValue: { value: 'x'.repeat(101) } })).toBe('permission-group.condition-invalid');
    expect(conditionProblem({ conditionType: 3, conditionValue: { value: true } })).toBe('permission-group.condition-invalid');
    expect(conditionProblem({ conditionType: 5, conditionValue: { roles: [99] } }, (r) => r <= 54)).toBe('permission-group.condition-invalid');
    expect(conditionProblem({ conditionType: 9, conditionValue: null })).toBe('permission-group.condition-invalid');
  });
});

describe('normalizeGrants', () => {
  it('trims single values and drops exact duplicates', () => {
    const rows: GrantRow[] = [
      { permissionId: 'Task.Get', conditionType: 3, conditionValue: { value: ' 5 ' } },
      { permissionId: 'Task.Get', conditionType: 3, conditionValue: { value: '5' } },
      { permissionId: 'Task.Get', conditionType: 3, conditionValue: { value: '6' } },
      { permissionId: 'Task.Create', conditionType: 5, conditionValue: { roles: [12, 5] } },
      { permissionId: 'Task.Create', conditionType: 5, conditionValue: { roles: [5, 12] } },
      { permissionId: 'Admin', conditionType: 1, conditionValue: null },
      { permissionId: 'Admin', conditionType: 1, conditionValue: null },
    ];
    expect(normalizeGrants(rows)).toEqual([
      { permissionId: 'Task.Get', conditionType: 3, conditionValue: { value: '5' } },
      { permissionId: 'Task.Get', conditionType: 3, conditionValue: { value: '6' } },
      { permissionId: 'Task.Create', conditionType: 5, conditionValue: { roles: [5, 12] } },
      { permissionId: 'Admin', conditionType: 1, conditionValue: null },
    ]);
  });
});

describe('expandCondition', () => {
  const universe = [0, 1, 2, 3, 4, 5];
  it('lists the allowed values, or ** for any', () => {
    expect(expandCondition({ conditionType: 1, conditionValue: null }, universe)).toBe('**');
    expect(expandCondition(range(1, 4, [2]), universe)).toEqual([1, 3, 4]);
    expect(expandCondition({ conditionType: 3, conditionValue: { value: '3' } }, universe)).toEqual([3]);
    expect(expandCondition({ conditionType: 3, conditionValue: { value: '9' } }, universe)).toEqual([]);
    expect(expandCondition({ conditionType: 4, conditionValue: null }, universe)).toEqual([]);
    expect(expandCondition({ conditionType: 5, conditionValue: { roles: [5, 0, 99] } }, universe)).toEqual([0, 5]);
  });
});
