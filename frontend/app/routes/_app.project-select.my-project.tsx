// My Project (spec 1): the projects the user can open, by platform tab and name, as cards; a
// click shows the project in the side panel, a double click opens it.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate, useRevalidator } from '@remix-run/react';
import { FolderPlus, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { CreateProjectDialog } from '~/components/projects/create-project-dialog';
import { ProjectCard } from '~/components/projects/project-card';
import { ProjectInfoPanel } from '~/components/projects/project-info-panel';
import { platformKey, searchKey, type PlatformTab } from '~/components/projects/project-model';
import { Button } from '~/components/ui/button';
import { CountPill } from '~/components/ui/count-pill';
import { SearchInput } from '~/components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { loadData, requireUser } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { getPermissions, hasPermission } from '~/lib/permissions';
import { endpoints } from '@studio/domain';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'projects.my-project.title');

export async function loader({ context }: LoaderFunctionArgs) {
  requireUser(context);
  const [{ projects }, permissions] = await Promise.all([
    loadData(context, endpoints.projects.list),
    getPermissions(context, 0),
  ]);
  return { projects, canCreate: hasPermission(permissions, 'Project.Create') };
}

const TABS: readonly PlatformTab[] = ['all', 'android', 'ios', 'other'];

export default function MyProject() {
  const { t } = useTranslation();
  const { projects, canCreate } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [tab, setTab] = React.useState<PlatformTab>('all');
  const [query, setQuery] = React.useState('');
  const [selectedId, setSelectedId] = React.useState<number | null>(null);
  const [createOpen, setCreateOpen] = React.useState(false);

  const byId = React.useMemo(() => new Map(projects.map((p) => [p.id, p])), [projects]);
  const counts = React.useMemo(() => {
    const c: Record<PlatformTab, number> = { all: projects.length, android: 0, ios: 0, other: 0 };
    for (const p of projects) c[platformKey(p.platform)] += 1;
    return c;
  }, [projects]);

  const needle = searchKey(query.trim());
  const shown = projects.filter(
    (p) => (tab === 'all' || platformKey(p.platform) === tab) && (!needle || searchKey(p.name).includes(needle)),
  );
  const selected = selectedId !== null && shown.some((p) => p.id === selectedId) ? byId.get(selectedId) ?? null : null;

  return (
    <PageContainer className="max-w-[90rem] space-y-6">
      <PageHeader
        title={t('projects.my-project.title')}
        description={t('projects.my-project.description')}
        actions={
          canCreate ? (
            <Button onClick={() => setCreateOpen(true)}>
              <FolderPlus aria-hidden="true" />
              {t('projects.create.open')}
            </Button>
          ) : null
        }
      />

      {/* The cards are the active tab's panel: the tab's aria-controls must name an element on the page. */}
      <Tabs value={tab} onValueChange={(v) => setTab(v as PlatformTab)} className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label={t('projects.my-project.tabs')}>
            {TABS.map((id) => (
              <TabsTrigger key={id} value={id} className="gap-1.5">
                {t(`projects.tab.${id}`)}
                <CountPill n={counts[id]} />
              </TabsTrigger>
            ))}
          </TabsList>
          <SearchInput value={query} onChange={setQuery} label={t('projects.my-project.search')} className="sm:w-72" />
        </div>

        <TabsContent value={tab} className="mt-0 flex items-start gap-6">
          <div className="min-w-0 flex-1">
            {shown.length === 0 ? (
              <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed py-16 text-center text-muted-foreground">
                <SearchX className="h-5 w-5" aria-hidden="true" />
                <p className="text-sm">{t(projects.length === 0 ? 'projects.my-project.empty' : 'projects.my-project.no-match')}</p>
              </div>
            ) : (
              <ul
                role="listbox"
                aria-label={t('projects.my-project.list')}
                className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4"
              >
                {shown.map((p) => (
                  <ProjectCard
                    key={p.id}
                    project={p}
                    parentName={p.parent ? byId.get(p.parent)?.name ?? null : null}
                    selected={p.id === selected?.id}
                    onSelect={() => setSelectedId(p.id)}
                    onOpen={() => navigate(`/project/${p.id}`)}
                  />
                ))}
              </ul>
            )}
          </div>
          {/* Under 1024 px the panel folds away; the cards carry the same facts. */}
          <aside className="sticky top-0 hidden w-80 shrink-0 lg:block">
            <ProjectInfoPanel project={selected} projects={projects} total={projects.length} />
          </aside>
        </TabsContent>
      </Tabs>

      {canCreate ? (
        <CreateProjectDialog
          open={createOpen}
          onOpenChange={setCreateOpen}
          projects={projects}
          onCreated={(project) => {
            revalidator.revalidate();
            setTab('all');
            setQuery('');
            setSelectedId(project.id);
          }}
        />
      ) : null}
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
