/// <reference types="jest" />
// The web tsconfig includes libs/ without jest types; this keeps specs checkable there.
import { PERMISSIONS, PERMISSION_BY_NAME, permissionByName, permissionScopeOf } from './catalogue';

describe('permission catalogue', () => {
  it('has unique ids and names', () => {
    expect(new Set(PERMISSIONS.map((p) => p.id)).size).toBe(PERMISSIONS.length);
    expect(new Set(PERMISSIONS.map((p) => p.name)).size).toBe(PERMISSIONS.length);
    expect(PERMISSION_BY_NAME.size).toBe(PERMISSIONS.length);
  });

  it('uses dotted PascalCase names and described entries', () => {
    for (const p of PERMISSIONS) {
      expect(p.name).toMatch(/^[A-Z][A-Za-z]*(\.[A-Z][A-Za-z]*)*$/);
      expect(p.description.trim()).not.toBe('');
      expect(Number.isInteger(p.id) && p.id > 0).toBe(true);
    }
  });

  it('keeps each area inside its block of ids', () => {
    const block = (prefix: string) => PERMISSIONS.filter((p) => p.name.split('.')[0] === prefix).map((p) => Math.floor(p.id / 100));
    expect(new Set(block('Config'))).toEqual(new Set([1]));
    expect(new Set(block('Task'))).toEqual(new Set([2]));
    expect(new Set(block('Dashboard'))).toEqual(new Set([3]));
    expect(new Set(block('Project'))).toEqual(new Set([5]));
  });

  it('contains every permission the specs name', () => {
    const named = [
      'Admin', 'Admin.Break.Edit', 'Admin.Employee.Create', 'Admin.Employee.Edit', 'Admin.Employee.Get',
      'Admin.Employee.Salary', 'Admin.EmployeeIncome.Set', 'BusinessReward.Config.Project.Get',
      'BusinessReward.Config.Project.Set', 'BusinessReward.Export', 'Config.PermissionGroup.Create',
      'Connectors.View', 'Dashboard.Benchmark', 'Dashboard.CostSummary', 'Dashboard.Employees.YearReport',
      'EmployeeIncome.Get.All', 'Operator.Break.Decision', 'PermittedLeft.Change', 'Project.Edit',
      'Project.Edit.RoleLevel', 'Project.Get', 'Project.Get.RoleLevel', 'Task.Create', 'Task.Edit.Deadline',
      'Task.Edit.Status', 'Task.Get', 'Task.Get.All', 'Task.SystemTask.Create', 'TicketSystem.Request.Edit',
      'Toolchain.Deploy', 'WikiSystem.Wiki.Get', 'LevelSystem', 'LevelSystem.Level.Get',
      'LevelSystem.LevelPack.Get', 'LevelSystem.LevelConfig.Get', 'Cdn.Upload',
    ];
    for (const n of named) expect(permissionByName(n)).toBeDefined();
  });

  it('gives the dimensioned permissions their scope', () => {
    expect(permissionScopeOf('Task.Create')).toBe('role');
    expect(permissionScopeOf('Task.Edit.Deadline')).toBe('role');
    expect(permissionScopeOf('Project.Edit.Employee')).toBe('role');
    expect(permissionScopeOf('TicketSystem.Request.Create')).toBe('ticketType');
    expect(permissionScopeOf('BusinessReward.Config.Project.Get')).toBe('bonusNode');
    expect(permissionScopeOf('Task.Get')).toBe('project');
    expect(permissionScopeOf('Admin')).toBe('none');
    expect(permissionScopeOf('Nope')).toBeUndefined();
  });
});
