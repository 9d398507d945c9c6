// Level pack view (spec 2 Level system): packs of levels, versioned. Needs LevelSystem.LevelPack.Get.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { LevelPackRow } from '@studio/domain';

import { GeneralErrorBoundary } from '~/components/error-view';
import { LEVEL_PACK } from '~/components/levels/level-model';
import { loadLevelPage } from '~/components/levels/level-pages.server';
import { PACK_SET } from '~/components/levels/set-model';
import { SetView } from '~/components/levels/set-view';
import { useProject } from '~/components/projects/project-layout';
import { pageTitle } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'levels.pack.title');

export const loader = ({ context, params }: LoaderFunctionArgs) => loadLevelPage<LevelPackRow>(context, params, LEVEL_PACK);

export default function LevelPackView() {
  const data = useLoaderData<typeof loader>();
  const project = useProject();
  return <SetView set={PACK_SET} project={project} {...data} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
