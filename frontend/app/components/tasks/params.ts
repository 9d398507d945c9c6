import type { Params } from '@remix-run/react';

/** The :projectId of a route, or a 404 for anything that is not a project id. */
export function projectIdOf(params: Params): number {
  const id = Number(params.projectId);
  if (!/^\d+$/.test(params.projectId ?? '') || !Number.isSafeInteger(id)) throw new Response(null, { status: 404 });
  return id;
}
