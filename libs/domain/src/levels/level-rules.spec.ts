import { levelKind, type LevelAnyRow } from './level-kinds';
import { compareLevelRows, groupLevelRows, levelDraftError, levelEditError, moveItem, parsePosition } from './level-rules';

const level = levelKind('level');
const pack = levelKind('levelPack');
const config = levelKind('levelConfig');
const row = (levelId: number, version: number, variant: string, id: number): LevelAnyRow => ({
  id, project: 1, name: 'n', description: 'd', previewImage: null, resource: null, version, isActive: false, additionalData: {}, levelId, variant,
});

describe('level system rules', () => {
  it('a level needs its id, name and description', () => {
    expect(levelDraftError(level, { id: 120, name: 'L', description: 'D' }, 'create')).toBeUndefined();
    expect(levelDraftError(level, { name: 'L', description: 'D' }, 'create')).toBe('level.fill-all-fields');
    expect(levelDraftError(level, { id: 120, name: ' ', description: 'D' }, 'create')).toBe('level.fill-all-fields');
    expect(levelDraftError(level, { id: 120, name: 'L', description: '' }, 'create')).toBe('level.fill-all-fields');
    expect(levelDraftError(level, { name: 'L', description: 'D' }, 'version')).toBeUndefined();
  });

  it('a pack or config needs name, preview image and at least one member', () => {
    const ok = { id: 1, name: 'P', previewImage: '/api/files/x', members: [1] };
    expect(levelDraftError(pack, ok, 'create')).toBeUndefined();
    expect(levelDraftError(pack, { ...ok, previewImage: undefined }, 'create')).toBe('level.fill-all-fields');
    expect(levelDraftError(pack, { ...ok, name: '' }, 'create')).toBe('level.fill-all-fields');
    expect(levelDraftError(pack, { ...ok, members: [] }, 'create')).toBe('level.pack-needs-level');
    expect(levelDraftError(config, { ...ok, members: [] }, 'create')).toBe('level.config-needs-pack');
  });

  it('edits: a level keeps name and description, a pack or config its name and members', () => {
    expect(levelEditError(level, { name: '' })).toBe('level.fill-all-fields');
    expect(levelEditError(level, { description: ' ' })).toBe('level.fill-all-fields');
    expect(levelEditError(level, {})).toBeUndefined();
    expect(levelEditError(pack, { name: ' ' })).toBe('level.name-required');
    expect(levelEditError(config, { members: [] })).toBe('level.config-needs-pack');
    expect(levelEditError(pack, { name: 'x', members: [3] })).toBeUndefined();
  });

  it('orders by id field, newest version first, Base variant first', () => {
    const rows = [row(2, 1, 'Base', 1), row(1, 1, 'Base', 2), row(1, 2, 'Hard', 3), row(1, 2, 'Base', 4), row(1, 2, 'Easy', 5)];
    expect(rows.sort(compareLevelRows(level)).map((r) => r.id)).toEqual([4, 5, 3, 2, 1]);
    const groups = groupLevelRows(level, rows);
    expect(groups.map((g) => [g.id, g.versions])).toEqual([[1, [2, 1]], [2, [1]]]);
    expect(groups[0].rowsOf(2).map((r) => r.variant)).toEqual(['Base', 'Easy', 'Hard']);
  });

  it('positions: not a number is invalid, others clamp to 1..count', () => {
    expect(parsePosition('abc', 5)).toEqual({ error: 'level.invalid-position' });
    expect(parsePosition('', 5)).toEqual({ error: 'level.invalid-position' });
    expect(parsePosition('0', 5)).toEqual({ position: 1 });
    expect(parsePosition('99', 5)).toEqual({ position: 5 });
    expect(parsePosition(' 3 ', 5)).toEqual({ position: 3 });
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3], 1, 10)).toEqual([1, 3, 2]);
  });
});
