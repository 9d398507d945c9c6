// What the project layout's loader (routes/_app.project.$projectId.tsx) gives its sidebar and its
// screens: the project as GET /api/projects/:id answers it, read once per screen for all of them.
import { useRouteLoaderData } from '@remix-run/react';

import type { ProjectDetail, ProjectSummary } from '~/components/projects/project-model';
import type { Permission } from '~/lib/permissions';

export const PROJECT_LAYOUT_ID = 'routes/_app.project.$projectId';

export type ProjectLink = Pick<ProjectSummary, 'id' | 'name' | 'icon' | 'platform'>;

export type ProjectLayoutData = {
  project: ProjectDetail;
  /** The user's permissions on this project. */
  permissions: Permission[];
  parent: ProjectLink | null;
  children: ProjectLink[];
};

/** The layout's data; null where the layout failed (its error boundary shows). */
export function useProjectLayoutData(): ProjectLayoutData | null {
  return useRouteLoaderData<ProjectLayoutData>(PROJECT_LAYOUT_ID) ?? null;
}

export function useProjectLayout(): ProjectLayoutData {
  const data = useProjectLayoutData();
  if (!data) throw new Error('useProjectLayout must be used under the project layout');
  return data;
}

/** The project of the screen (its fields, members and role levels), from the layout's loader. */
export function useProject(): ProjectDetail {
  return useProjectLayout().project;
}
