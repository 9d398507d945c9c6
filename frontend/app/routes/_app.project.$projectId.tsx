// The project layout (spec 2 section 2): /project/:projectId needs Project.Get on that project; it
// brings its own sidebar (handle.sidebar) and switches to the parent or a child project when the
// query names one (?p=parent, ?p=<childId>), keeping the screen the user is on. Its loader reads the
// project once for the sidebar and the screens below (useProject(), components/projects/project-layout).
import { data as dataResponse, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Outlet, type ShouldRevalidateFunction } from '@remix-run/react';
import { endpoints } from '@studio/domain';

import { GeneralErrorBoundary } from '~/components/error-view';
import type { ProjectLayoutData, ProjectLink } from '~/components/projects/project-layout';
import type { ProjectSummary } from '~/components/projects/project-model';
import { ProjectSidebar } from '~/components/projects/project-sidebar';
import { loadData } from '~/lib/api.server';
import { translate, toLang } from '~/lib/i18n';
import { requirePermission } from '~/lib/permissions';

export const handle = { sidebar: ProjectSidebar };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = matches.find((m) => m.id === 'root')?.data as { locale?: string } | undefined;
  const name = data?.project.name ?? translate(toLang(root?.locale), 'projects.nav.project');
  return [{ title: `${name} · Studio Portal` }];
};

const link = (p: ProjectSummary): ProjectLink => ({ id: p.id, name: p.name, icon: p.icon, platform: p.platform });

export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<ProjectLayoutData> {
  const id = Number(params.projectId);
  // The global root (0) is not a project one opens.
  if (!/^\d+$/.test(params.projectId ?? '') || !Number.isSafeInteger(id) || id <= 0) throw dataResponse(null, { status: 404 });
  const permissions = await requirePermission(context, 'Project.Get', id);
  const [{ project }, { projects }] = await Promise.all([
    loadData(context, endpoints.projects.get, { params: { id } }),
    loadData(context, endpoints.projects.list),
  ]);

  const url = new URL(request.url);
  const p = url.searchParams.get('p');
  if (p !== null) {
    // The same screen of the other project; a p that names neither the parent nor a child is dropped.
    const target = p === 'parent' ? project.parent : project.child.includes(Number(p)) ? Number(p) : null;
    url.searchParams.delete('p');
    const rest = url.pathname.replace(/^\/project\/[^/]+/, '');
    const query = url.searchParams.toString() ? `?${url.searchParams}` : '';
    throw redirect(`/project/${target ?? id}${rest}${query}`);
  }

  const visible = new Map(projects.map((x) => [x.id, x]));
  const parent = project.parent ? visible.get(project.parent) : undefined;
  return {
    project,
    permissions,
    parent: parent ? link(parent) : null,
    children: project.child.flatMap((c) => (visible.has(c) ? [link(visible.get(c)!)] : [])),
  };
}

// Each screen of the project reads it as it opens, as when every screen read it itself: the layout
// runs again when the screen changes, not only when the project, the query or a write changes.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

export default function ProjectLayout() {
  return <Outlet />;
}

export const ErrorBoundary = GeneralErrorBoundary;
