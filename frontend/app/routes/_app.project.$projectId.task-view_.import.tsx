// A project's task import (API.md "Imports"): /project/:projectId/task-view/import, inside the
// project layout with its task view entry active.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { taskImportColumns } from '~/components/imports/columns';
import { ImportScreen } from '~/components/imports/import-screen';
import { useProject } from '~/components/projects/project-layout';
import { projectIdOf } from '~/components/tasks/params';
import { nameLookup, uniqueMembers } from '~/components/tasks/task-model';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'import.tasks.title');

export async function loader({ context, params }: LoaderFunctionArgs) {
  const projectId = projectIdOf(params);
  await requirePermission(context, 'Task.Create', projectId);
  // The project comes from the layout's loader (useProject).
  return null;
}

export default function TaskImport() {
  const { t } = useTranslation();
  const project = useProject();
  const members = React.useMemo(() => uniqueMembers(project.employees).map(({ id, name }) => ({ id, name })), [project.employees]);
  const columns = React.useMemo(() => taskImportColumns(t, nameLookup(members)), [t, members]);
  return (
    <ImportScreen
      title={t('import.tasks.title')}
      description={t('import.tasks.description', { project: project.name })}
      templateUrl={`/api/projects/${project.id}/tasks/import-template`}
      importUrl={`/api/projects/${project.id}/tasks/import`}
      columns={columns}
      back={{ to: `/project/${project.id}/task-view`, label: t('import.tasks.back') }}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
