// Level config view (spec 2 Level system): configs of level packs, versioned. Needs LevelSystem.LevelConfig.Get.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { LevelConfigRow } from '@studio/domain';

import { GeneralErrorBoundary } from '~/components/error-view';
import { LEVEL_CONFIG } from '~/components/levels/level-model';
import { loadLevelPage } from '~/components/levels/level-pages.server';
import { CONFIG_SET } from '~/components/levels/set-model';
import { SetView } from '~/components/levels/set-view';
import { useProject } from '~/components/projects/project-layout';
import { pageTitle } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'levels.config.title');

export const loader = ({ context, params }: LoaderFunctionArgs) => loadLevelPage<LevelConfigRow>(context, params, LEVEL_CONFIG);

export default function LevelConfigView() {
  const data = useLoaderData<typeof loader>();
  const project = useProject();
  return <SetView set={CONFIG_SET} project={project} {...data} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
