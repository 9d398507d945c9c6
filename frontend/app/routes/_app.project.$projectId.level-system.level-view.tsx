// Level view (spec 2 Level system): the project's levels with versions and variants, the active
// switch, and the create / variant / new-version / edit dialog. Needs LevelSystem.Level.Get.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import type { LevelRow } from '@studio/domain';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { LevelDialog, type LevelDialogMode } from '~/components/levels/level-dialog';
import { LevelGrid } from '~/components/levels/level-grid';
import { LEVEL } from '~/components/levels/level-model';
import { loadLevelPage } from '~/components/levels/level-pages.server';
import { useActiveSwitch } from '~/components/levels/use-active-switch';
import { PageContainer, PageHeader } from '~/components/page-header';
import { useProject } from '~/components/projects/project-layout';
import { Button } from '~/components/ui/button';
import { SearchableListCard } from '~/components/ui/search-input';
import { pageTitle } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'levels.level.title');

export const loader = ({ context, params }: LoaderFunctionArgs) => loadLevelPage<LevelRow>(context, params, LEVEL);

export default function LevelView() {
  const { t } = useTranslation();
  const { rows: levels, canCreate, canEdit } = useLoaderData<typeof loader>();
  const project = useProject();
  const revalidator = useRevalidator();
  const setActive = useActiveSwitch(project.id, LEVEL);
  const [dialog, setDialog] = React.useState<LevelDialogMode>({ kind: 'create' });
  const [open, setOpen] = React.useState(false);
  const [search, setSearch] = React.useState('');

  const show = (mode: LevelDialogMode) => {
    setDialog(mode);
    setOpen(true);
  };
  const q = search.trim().toLowerCase();
  const shown = q ? levels.filter((l) => String(l.levelId).includes(q) || l.name.toLowerCase().includes(q)) : levels;
  const count = new Set(shown.map((l) => l.levelId)).size;

  return (
    <PageContainer className="max-w-7xl space-y-6">
      <PageHeader
        title={t('levels.level.title')}
        description={t('levels.level.description', { name: project.name })}
        actions={canCreate ? (
          <Button onClick={() => show({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            {t('levels.level.create')}
          </Button>
        ) : null}
      />
      <SearchableListCard search={{ value: search, onChange: setSearch, label: t('levels.level.search') }} count={t('levels.level.count', { count })}>
        <LevelGrid
          rows={shown}
          canEdit={canEdit}
          canCreate={canCreate}
          onActive={(row, v) => void setActive(row.id, v)}
          onEdit={(row) => show({ kind: 'edit', source: row })}
          onNewVersion={(row, nextVersion) => show({ kind: 'version', source: row, nextVersion })}
          onAddVariant={(row) => show({ kind: 'variant', source: row })}
        />
      </SearchableListCard>
      <LevelDialog projectId={project.id} mode={dialog} open={open} onOpenChange={setOpen} onSaved={() => revalidator.revalidate()} />
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
