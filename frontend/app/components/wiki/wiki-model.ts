// Wire types and calls of the wiki screen (API.md "Wiki").
import { endpoints, type WikiPageView, type WikiPermissionInput, type WikiPermissionMode, type WikiPermissionRow, type WikiTreeNode } from '@studio/domain';

import { type ApiOptions, call } from '~/lib/api.client';

export type WikiPage = WikiPageView;
export type { WikiTreeNode, WikiPermissionInput, WikiPermissionMode, WikiPermissionRow };
export type { WikiVersion } from '@studio/domain';

/** The 409 of a stale save carries the page as it is now. */
export type StaleBody = { code?: string; details?: { page?: WikiPage } };

/** The screen's address of a page. */
export function wikiHref(id: number, projectId: number): string {
  return `/wiki?id=${id}&projectId=${projectId}`;
}

export function savePage(page: WikiPage, content: string, oldContentHash: string, type: number | undefined, options: ApiOptions) {
  return call(endpoints.wiki.update, { params: { id: page.id }, body: { content, project: page.project, path: page.path, type, oldContentHash } }, options);
}

export function createPage(
  body: { project: number; path: string; parentPath?: string; parentContentHash?: string; type?: number; content?: string },
  options: ApiOptions,
) {
  return call(endpoints.wiki.create, { body }, options);
}

export function setPermissions(id: number, mode: WikiPermissionMode, permissions: WikiPermissionInput[], options: ApiOptions) {
  return call(endpoints.wiki.setPermissions, { params: { id }, body: { mode, permissions } }, options);
}

/** The label of a tree node: its path below the node it hangs under, without a leading Project/<id>. */
export function nodeLabel(path: string, parentPath: string | null): string {
  const rest = parentPath ? path.slice(parentPath.length + 1) : path.replace(/^Project\/\d+(\/|$)/i, '');
  return rest || path;
}
