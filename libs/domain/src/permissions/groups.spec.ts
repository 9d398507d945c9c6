/// <reference types="jest" />
import { compareGroups, groupExtraRole, groupFilterOf, groupSuffix, isGlobalGroup, newGrants, parseGrantsJson } from './groups';

const g = (id: number, name: string) => ({ id, name });

describe('permission-group listing', () => {
  it('filters by what the name contains', () => {
    expect(groupFilterOf('Project_Employee_12')).toBe('project-employee');
    expect(groupFilterOf('Default_Permission_3')).toBe('default-permission');
    expect(groupFilterOf('HR team')).toBe('custom');
    expect(groupFilterOf('system-admin')).toBe('custom');
    expect(isGlobalGroup('system-admin')).toBe(true);
    expect(isGlobalGroup('HR team')).toBe(false);
  });

  it('reads the numeric suffix and the role it names', () => {
    expect(groupSuffix('Default_Permission_12')).toBe(12);
    expect(groupSuffix('HR team')).toBeNull();
    expect(groupSuffix('team 2024')).toBeNull();
    expect(groupExtraRole('Project_Employee_25')).toBe(25);
    expect(groupExtraRole('Project_Employee_99')).toBeNull();
  });

  it('sorts by the suffix, names without one last', () => {
    const sorted = [g(1, 'HR team'), g(2, 'Default_Permission_12'), g(3, 'Default_Permission_2'), g(4, 'Alpha'), g(5, 'Default_Permission_12x')]
      .sort(compareGroups).map((x) => x.id);
    expect(sorted).toEqual([3, 2, 4, 5, 1]);
  });
});

describe('Import JSON', () => {
  it('reads the Export format and the {permissions} object, normalized, once each', () => {
    const rows = [
      { permissionId: 'Admin.Employee.Get', conditionType: 1, conditionValue: null },
      { permissionId: 'Task.Get.All', conditionType: 2, conditionValue: { from: '1', to: 40, exclude: [7, 7] } },
      { permissionId: 'Admin.Employee.Get', conditionType: 1 },
    ];
    const expected = [
      { permissionId: 'Admin.Employee.Get', conditionType: 1, conditionValue: null },
      { permissionId: 'Task.Get.All', conditionType: 2, conditionValue: { from: 1, to: 40, exclude: [7] } },
    ];
    expect(parseGrantsJson(JSON.stringify(rows))).toEqual({ rows: expected });
    expect(parseGrantsJson(JSON.stringify({ permissions: rows }))).toEqual({ rows: expected });
  });

  it('names what is wrong', () => {
    expect(parseGrantsJson('{')).toEqual({ problem: 'not-json' });
    expect(parseGrantsJson('{"a":1}')).toEqual({ problem: 'not-a-list' });
    expect(parseGrantsJson('[{"conditionType":1}]')).toEqual({ problem: 'permission-group.fill-all-fields', index: 0 });
    expect(parseGrantsJson('[{"permissionId":"Nope","conditionType":1}]')).toEqual({ problem: 'unknown-permission', index: 0 });
    expect(parseGrantsJson('[{"permissionId":"Project.Get","conditionType":2,"conditionValue":{"from":1,"to":9,"exclude":[9]}}]'))
      .toEqual({ problem: 'permission-group.exclude-out-of-range', index: 0 });
    expect(parseGrantsJson('[{"permissionId":"Task.Create","conditionType":5,"conditionValue":{"roles":[77]}}]'))
      .toEqual({ problem: 'permission-group.condition-invalid', index: 0 });
  });

  it('never re-adds a row the group holds', () => {
    const held = [{ permissionId: 'Admin', conditionType: 1 as const, conditionValue: null }];
    expect(newGrants(held, [
      { permissionId: 'Admin', conditionType: 1, conditionValue: null },
      { permissionId: 'Config', conditionType: 1, conditionValue: null },
    ])).toEqual([{ permissionId: 'Config', conditionType: 1, conditionValue: null }]);
  });
});
