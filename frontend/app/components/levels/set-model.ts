// What differs between the level pack and level config screens: their kind, the builder's unit
// and the prefix of their texts.
import { membersOf, type LevelItemBase, type LevelKind } from '@studio/domain';

import { LEVEL_CONFIG, LEVEL_PACK, rowId } from '~/components/levels/level-model';
import type { BuilderUnit } from '~/components/levels/add-member-dialogs';

export type SetRow = LevelItemBase & { levels?: number[]; levelPacks?: number[] };

export type SetKind = { kind: LevelKind; unit: BuilderUnit; text: 'pack' | 'config' };
export const PACK_SET: SetKind = { kind: LEVEL_PACK, unit: 'level', text: 'pack' };
export const CONFIG_SET: SetKind = { kind: LEVEL_CONFIG, unit: 'pack', text: 'config' };

export const setId = (s: SetKind, row: SetRow) => rowId(s.kind, row);
export const setMembers = (s: SetKind, row: SetRow) => membersOf(s.kind, row);
