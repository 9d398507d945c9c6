import {
  normalizePermissionRow, pagePermissionRows, repeatedType, rowLetsIn, wikiPageAccess, wikiPermissionProblems,
  type WikiAccessNode, type WikiPermissionRow, type WikiViewer,
} from './wiki-permissions';

const viewer: WikiViewer = {
  id: 'e1', roles: [20, 12], projectRoles: [{ project: 5, role: 25 }, { project: 6, role: 12 }],
  groups: [{ group: 100, project: null }, { group: 200, project: 5 }],
};
const row = (type: WikiPermissionRow['type'], data: WikiPermissionRow['data'] = null, mode: 'read' | 'write' = 'read'): WikiPermissionRow => ({ mode, type, data });
const none = { read: false, write: false, create: false, config: false };

describe('wiki page permissions', () => {
  it('matches each row type', () => {
    expect(rowLetsIn(row('Public'), viewer)).toBe(true);
    expect(rowLetsIn(row('User', { users: ['x', 'e1'] }), viewer)).toBe(true);
    expect(rowLetsIn(row('User', { users: ['x'] }), viewer)).toBe(false);
    expect(rowLetsIn(row('Project', { projects: [6] }), viewer)).toBe(true);
    expect(rowLetsIn(row('Project', { projects: [7] }), viewer)).toBe(false);
    expect(rowLetsIn(row('Role', { roles: [20], projects: [] }), viewer)).toBe(true);
    expect(rowLetsIn(row('Role', { roles: [20], projects: [5] }), viewer)).toBe(false);
    expect(rowLetsIn(row('Role', { roles: [25], projects: [5] }), viewer)).toBe(true);
    expect(rowLetsIn(row('PermissionGroup', { permissionGroups: [100], projects: [] }), viewer)).toBe(true);
    expect(rowLetsIn(row('PermissionGroup', { permissionGroups: [100], projects: [9] }), viewer)).toBe(false);
    expect(rowLetsIn(row('PermissionGroup', { permissionGroups: [200], projects: [5] }), viewer)).toBe(true);
    expect(rowLetsIn(row('PermissionGroup', { permissionGroups: [200], projects: [6] }), viewer)).toBe(false);
    expect(rowLetsIn(row('PermissionGroup', { permissionGroups: [300], projects: [] }), viewer)).toBe(false);
  });

  it('decides by rows, by the parent, by the project without rows, and always for Config holders', () => {
    const pages = new Map<number, WikiAccessNode>([
      [1, { id: 1, parentId: null, permissions: [row('User', { users: ['e1'] }), row('User', { users: ['zz'] }, 'write')] }],
      [2, { id: 2, parentId: 1, permissions: [row('Parent'), row('Parent', null, 'write')] }],
      [3, { id: 3, parentId: null, permissions: [] }],
    ]);
    const of = (id: number) => pages.get(id);
    expect(wikiPageAccess(pages.get(2)!, viewer, none, of)).toEqual({ read: true, write: false });
    expect(wikiPageAccess(pages.get(2)!, { ...viewer, id: 'zz' }, none, of)).toEqual({ read: false, write: false });
    expect(wikiPageAccess(pages.get(3)!, viewer, { ...none, read: true }, of)).toEqual({ read: true, write: false });
    expect(wikiPageAccess(pages.get(3)!, viewer, { ...none, read: true, write: true }, of)).toEqual({ read: true, write: true });
    expect(wikiPageAccess(pages.get(1)!, { ...viewer, id: 'nobody' }, { ...none, config: true }, of)).toEqual({ read: true, write: true });
    // A cycle ends.
    const loop = new Map<number, WikiAccessNode>([[1, { id: 1, parentId: 2, permissions: [row('Parent')] }], [2, { id: 2, parentId: 1, permissions: [row('Parent')] }]]);
    expect(wikiPageAccess(loop.get(1)!, viewer, { ...none, read: true }, (id) => loop.get(id)).read).toBe(false);
  });

  it('validates rows', () => {
    expect(wikiPermissionProblems([{ type: 'Public', data: null }, { type: 'User', data: { users: ['a'] } }])).toEqual([]);
    expect(wikiPermissionProblems([{ type: 'Nope' }, { type: 'User', data: { users: [] } }, { type: 'Role', data: { roles: ['x'] } },
      { type: 'Public', data: { a: 1 } }, { type: 'Project', data: { projects: [1], extra: 1 } }]).map((p) => p.field)).toEqual([
      'permissions[0].type', 'permissions[1].data.users', 'permissions[2].data.roles', 'permissions[3].data', 'permissions[4].data.extra',
    ]);
    expect(repeatedType([{ type: 'Public' }, { type: 'Role' }, { type: 'Public' }])).toBe('Public');
    expect(normalizePermissionRow({ type: 'Role', data: { roles: [1, 1] } as never }, 'write')).toEqual({ mode: 'write', type: 'Role', data: { roles: [1], projects: [] } });
    expect(pagePermissionRows(null)).toEqual([]);
    expect(pagePermissionRows([{ mode: 'read', type: 'Public', data: null }, { type: 'x' }])).toHaveLength(1);
  });
});
