// The project dashboard (spec 2 'project-dashboard', gate Task.Get): the spec shows placeholder text only,
// so it says what the page will hold and leads to the task view and the timeline meanwhile.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { useProject } from '~/components/projects/project-layout';
import { projectIdOf } from '~/components/tasks/params';
import { Button } from '~/components/ui/button';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'projects.dashboard.title');

export async function loader({ context, params }: LoaderFunctionArgs) {
  await requirePermission(context, 'Task.Get', projectIdOf(params));
  return null;
}

export default function ProjectDashboard() {
  const { t } = useTranslation();
  const project = useProject();
  return (
    <PageContainer className="space-y-6">
      <PageHeader title={t('projects.dashboard.title')} description={project.name} />
      <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center" data-testid="project-dashboard-placeholder">
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-muted">
          <LayoutDashboard className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
        </span>
        <p className="text-sm font-medium">{t('projects.dashboard.placeholder')}</p>
        <p className="max-w-md text-sm text-muted-foreground">{t('projects.dashboard.hint')}</p>
        <div className="flex flex-wrap justify-center gap-2 pt-1">
          <Button asChild size="sm"><Link to={`/project/${project.id}/task-view`}>{t('projects.nav.task-view')}</Link></Button>
          <Button asChild size="sm" variant="outline"><Link to={`/project/${project.id}/timeline`}>{t('tasks.nav.timeline')}</Link></Button>
        </div>
      </section>
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
