/// <reference types="jest" />
// The web tsconfig includes libs/ without jest types; this keeps specs checkable there.
import { ANY_CONDITION, NONE_CONDITION, type Condition } from './conditions';
import {
  effectivePermissions,
  hasPermission,
  listAllows,
  listValues,
  parseGroupName,
  type Grant,
  type GrantSource,
} from './effective';
import { PERMISSIONS } from './catalogue';

const custom: GrantSource = { kind: 'custom' };
const byRole: GrantSource = { kind: 'default-role' };
const inProjects = (...projectIds: number[]): GrantSource => ({ kind: 'project-role', projectIds });
const single = (value: string | number): Condition => ({ conditionType: 3, conditionValue: { value } });
const roles = (...r: number[]): Condition => ({ conditionType: 5, conditionValue: { roles: r } });
const range = (from: number, to: number, exclude: number[] = []): Condition => ({
  conditionType: 2,
  conditionValue: { from, to, exclude },
});
const grant = (permission: string, condition: Condition, source: GrantSource = custom): Grant => ({
  permission,
  condition,
  source,
});

describe('parseGroupName', () => {
  it('reads the kind and role from the name', () => {
    expect(parseGroupName('system-admin')).toEqual({ kind: 'system' });
    expect(parseGroupName('Default_Permission_5')).toEqual({ kind: 'default-role', role: 5 });
    expect(parseGroupName('Project_Employee_25')).toEqual({ kind: 'project-role', role: 25 });
    expect(parseGroupName('Project_Employee_')).toEqual({ kind: 'custom' });
    expect(parseGroupName('Default_Permission_x')).toEqual({ kind: 'custom' });
    expect(parseGroupName('Testers')).toEqual({ kind: 'custom' });
  });
});

describe('hasPermission', () => {
  it('system grants hold everything', () => {
    const g = [grant('*', ANY_CONDITION, { kind: 'system' })];
    expect(hasPermission(g, 'Admin', { project: 0 })).toBe(true);
    expect(hasPermission(g, 'Task.Create', { project: 3, value: 12 })).toBe(true);
  });

  it('scope none: any applicable grant is enough, whatever the project', () => {
    const g = [grant('Admin', NONE_CONDITION, byRole)];
    expect(hasPermission(g, 'Admin', { project: 0 })).toBe(true);
    expect(hasPermission(g, 'Admin', { project: 7 })).toBe(true);
    expect(hasPermission(g, 'Config', { project: 0 })).toBe(false);
  });

  it('scope project: the condition must match the project', () => {
    const g = [grant('Task.Get', range(1, 10, [5])), grant('Project.Get', single(0), byRole)];
    expect(hasPermission(g, 'Task.Get', { project: 3 })).toBe(true);
    expect(hasPermission(g, 'Task.Get', { project: 5 })).toBe(false);
    expect(hasPermission(g, 'Task.Get', { project: 11 })).toBe(false);
    expect(hasPermission(g, 'Project.Get', { project: 0 })).toBe(true);
    expect(hasPermission(g, 'Project.Get', { project: 1 })).toBe(false);
    expect(hasPermission([grant('Task.Get', NONE_CONDITION)], 'Task.Get', { project: 1 })).toBe(false);
  });

  it('project-role grants apply only in their projects', () => {
    const g = [grant('Task.Delete', ANY_CONDITION, inProjects(3, 4)), grant('Admin', ANY_CONDITION, inProjects(3))];
    expect(hasPermission(g, 'Task.Delete', { project: 3 })).toBe(true);
    expect(hasPermission(g, 'Task.Delete', { project: 5 })).toBe(false);
    expect(hasPermission(g, 'Admin', { project: 0 })).toBe(false);
    expect(hasPermission([grant('Task.Get', ANY_CONDITION, { kind: 'project-role' })], 'Task.Get', { project: 0 })).toBe(false);
  });

  it('scope role: any grant without a value, the condition with one', () => {
    const g = [grant('Task.Create', roles(5, 12), inProjects(3))];
    expect(hasPermission(g, 'Task.Create', { project: 3 })).toBe(true);
    expect(hasPermission(g, 'Task.Create', { project: 3, value: 12 })).toBe(true);
    expect(hasPermission(g, 'Task.Create', { project: 3, value: 13 })).toBe(false);
    expect(hasPermission(g, 'Task.Create', { project: 4, value: 12 })).toBe(false);
    const none = [grant('Task.Edit.Deadline', NONE_CONDITION, byRole)];
    expect(hasPermission(none, 'Task.Edit.Deadline', { project: 1 })).toBe(true);
    expect(hasPermission(none, 'Task.Edit.Deadline', { project: 1, value: 5 })).toBe(false);
  });

  it('scope ticketType and bonusNode match their value', () => {
    const g = [
      grant('TicketSystem.Request.Create', range(11, 15, [13]), byRole),
      grant('BusinessReward.Config.Project.Get', single('35')),
    ];
    expect(hasPermission(g, 'TicketSystem.Request.Create', { project: 0, value: 11 })).toBe(true);
    expect(hasPermission(g, 'TicketSystem.Request.Create', { project: 0, value: 13 })).toBe(false);
    expect(hasPermission(g, 'BusinessReward.Config.Project.Get', { project: 2, value: 35 })).toBe(true);
    expect(hasPermission(g, 'BusinessReward.Config.Project.Get', { project: 2, value: 36 })).toBe(false);
    expect(hasPermission(g, 'BusinessReward.Config.Project.Set', { project: 2 })).toBe(false);
  });

  it('unknown permission names are never held by ordinary grants', () => {
    expect(hasPermission([grant('Nope', ANY_CONDITION)], 'Nope', { project: 0 })).toBe(false);
  });
});

describe('effectivePermissions', () => {
  it("lists '*' for held permissions without a dimension", () => {
    const g = [
      grant('Admin', ANY_CONDITION, byRole),
      grant('Task.Get', single(3)),
      grant('Task.Delete', ANY_CONDITION, inProjects(4)),
    ];
    expect(effectivePermissions(g, 3)).toEqual([
      { permissionId: 'Admin', extraCondition: '*' },
      { permissionId: 'Task.Get', extraCondition: '*' },
    ]);
    expect(effectivePermissions(g, 4)).toEqual([
      { permissionId: 'Admin', extraCondition: '*' },
      { permissionId: 'Task.Delete', extraCondition: '*' },
    ]);
  });

  it("lists '**' for a dimension held for every value", () => {
    const g = [grant('Task.Create', ANY_CONDITION), grant('TicketSystem.Request.Create', range(0, 20))];
    expect(effectivePermissions(g, 1)).toEqual([
      { permissionId: 'Task.Create', extraCondition: '**' },
      { permissionId: 'TicketSystem.Request.Create', extraCondition: '**' },
    ]);
  });

  it('lists one sorted, deduplicated row per allowed value', () => {
    const g = [
      grant('Task.Create', roles(12, 5)),
      grant('Task.Create', range(4, 6, [])),
      grant('Task.Create', single(99)),
      grant('Task.Edit.Deadline', NONE_CONDITION),
    ];
    expect(effectivePermissions(g, 1)).toEqual([
      { permissionId: 'Task.Create', extraCondition: '4' },
      { permissionId: 'Task.Create', extraCondition: '5' },
      { permissionId: 'Task.Create', extraCondition: '6' },
      { permissionId: 'Task.Create', extraCondition: '12' },
      { permissionId: 'Task.Edit.Deadline', extraCondition: '' },
    ]);
  });

  it('gives the system grant the whole catalogue', () => {
    const list = effectivePermissions([grant('*', ANY_CONDITION, { kind: 'system' })], 0);
    expect(list).toHaveLength(PERMISSIONS.length);
    expect(list.find((p) => p.permissionId === 'Task.Create')?.extraCondition).toBe('**');
    expect(list.find((p) => p.permissionId === 'Admin')?.extraCondition).toBe('*');
    const names = list.map((p) => p.permissionId);
    expect(names).toEqual([...names].sort());
  });

  it('answers the client from the list as the server would', () => {
    const g = [grant('Task.Create', roles(5, 12)), grant('Task.Get', ANY_CONDITION), grant('Task.Edit.Deadline', NONE_CONDITION)];
    const list = effectivePermissions(g, 2);
    for (const [name, value] of [
      ['Task.Create', undefined],
      ['Task.Create', 5],
      ['Task.Create', 6],
      ['Task.Get', undefined],
      ['Task.Edit.Deadline', undefined],
      ['Task.Edit.Deadline', 5],
      ['Admin', undefined],
    ] as const) {
      const ctx = value === undefined ? { project: 2 } : { project: 2, value };
      expect(listAllows(list, name, value)).toBe(hasPermission(g, name, ctx));
    }
    expect(listValues(list, 'Task.Create')).toEqual([5, 12]);
    expect(listValues(list, 'Task.Get')).toBe('**');
    expect(listValues(list, 'Task.Edit.Deadline')).toEqual([]);
  });
});
