// The wiki (spec 3, Wiki screens): /wiki?id=&projectId= shows one page beside its project's page
// tree; without an id, the global wiki's root or the project's first page. ?path= finds a page
// by path (the settings menu's help and policy links, links between pages).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { GeneralErrorBoundary } from '~/components/error-view';
import type { WikiPage } from '~/components/wiki/wiki-model';
import { WikiScreen } from '~/components/wiki/wiki-screen';
import { loadData, loadResult, requireUser } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { getPermissions, hasPermission } from '~/lib/permissions';
import { endpoints } from '@studio/domain';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'wiki.title');

const id = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

export async function loader({ context, request }: LoaderFunctionArgs) {
  requireUser(context);
  const query = new URL(request.url).searchParams;
  let projectId = id(query.get('projectId')) ?? 0;
  const path = query.get('path');
  if (path) {
    const found = await loadData(context, endpoints.wiki.pageId, { query: { project: projectId, path } });
    throw redirect(`/wiki?id=${found.id}&projectId=${projectId}`);
  }

  let pageId = id(query.get('id'));
  if (pageId === null && projectId === 0) pageId = (await loadData(context, endpoints.wiki.globalId)).id;
  let page: WikiPage | null = null;
  if (pageId !== null) {
    page = (await loadData(context, endpoints.wiki.page, { params: { id: pageId } })).page;
    projectId = page.project;
  }
  const [{ pages: tree }, permissions, project] = await Promise.all([
    loadData(context, endpoints.wiki.tree, { query: { project: projectId } }),
    getPermissions(context, projectId),
    // Someone who reads the wiki through page rows may not see the project itself.
    projectId ? loadResult(context, endpoints.projects.get, { params: { id: projectId } }) : null,
  ]);
  // A project's wiki opens on its first page.
  if (!page && tree[0]) throw redirect(`/wiki?id=${tree[0].id}&projectId=${projectId}`);
  const has = (name: string) => hasPermission(permissions, name);
  return {
    page,
    tree,
    projectId,
    projectName: project && project.status < 300 ? project.data.project.name : null,
    canCreate: has('Project.Edit') || has('WikiSystem.Wiki.Create') || has('WikiSystem.Wiki.Config'),
    canConfigure: has('WikiSystem.Wiki.Config'),
  };
}

export default function WikiRoute() {
  const data = useLoaderData<typeof loader>();
  return <WikiScreen {...data} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
