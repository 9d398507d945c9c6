// The level system on screen: rows of the three kinds (API.md "Level system"), how to send them
// (JSON, or multipart when a file goes with them) and the options of the builders.
import {
  groupLevelRows, idOf, levelEndpoints, levelKind, type CallInput, type LevelEndpoints, type LevelItemBase, type LevelConfigRow,
  type LevelKind, type LevelPackRow, type LevelRow, type ParamsOf, type ResponseOf,
} from '@studio/domain';

import { toFormData } from '~/components/projects/project-model';
import { call, type ApiOptions, type ApiResponse } from '~/lib/api.client';

export type { LevelConfigRow, LevelPackRow, LevelRow };
export const LEVEL = levelKind('level');
export const LEVEL_PACK = levelKind('levelPack');
export const LEVEL_CONFIG = levelKind('levelConfig');

/** The routes of a kind (the endpoint table's entries, chosen by the kind's key). */
export const routesOf = (k: LevelKind): LevelEndpoints => levelEndpoints[k.key];

/** Files picked in a form: they go as multipart, else the body goes as JSON. */
export type LevelFiles = { previewImage?: File | null; resource?: File | null };

/** The writes that take a form with files. */
export type LevelWrite = LevelEndpoints['create' | 'createVersion' | 'update'];

export function sendLevel<E extends LevelWrite>(
  endpoint: E, params: ParamsOf<E>, body: Record<string, unknown>, files: LevelFiles, o: ApiOptions,
): Promise<ApiResponse<ResponseOf<E>>> {
  const sent = files.previewImage || files.resource
    ? toFormData(body, { previewImage: files.previewImage, resource: files.resource })
    : body;
  // The three kinds' entries differ only in their answer: the call is typed by the one passed.
  return call<LevelWrite>(endpoint, { params, body: sent } as CallInput<LevelWrite>, o) as Promise<ApiResponse<ResponseOf<E>>>;
}

/** One entry a builder can pick: a level (for packs) or a pack (for configs), by its id field. */
export type MemberOption = { id: number; name: string; image: string | null };

/** The pickable members: each id once, named after its newest version (a level's Base variant). */
export function memberOptions(k: LevelKind, rows: readonly LevelItemBase[]): MemberOption[] {
  return groupLevelRows(k, rows).map((g) => {
    const top = g.rowsOf(g.versions[0])[0];
    return { id: g.id, name: top.name, image: top.previewImage };
  });
}

export const rowId = idOf;

/** Additional data as the JSON text of a form; '' for none. */
export function dataText(data: Record<string, unknown> | null | undefined): string {
  return data && Object.keys(data).length ? JSON.stringify(data, null, 2) : '';
}

/** The form text of additional data: undefined when it is not a JSON object. */
export function parseDataText(text: string): Record<string, unknown> | undefined {
  if (!text.trim()) return {};
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
