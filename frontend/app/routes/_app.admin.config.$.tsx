import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { ConfigScreenView } from '~/components/scoring-config/config-screen';
import { configScreen } from '~/components/scoring-config/config-screens';
import { GeneralErrorBoundary } from '~/components/error-view';
import { pageTitle } from '~/lib/meta';
import { loadConfigScreen } from '~/lib/scoring-config.server';

// The scoring configuration screens of admin > config > task and role (spec 3 "Config screens"), one per
// descriptor of CONFIG_SCREENS; other paths under config answer 404 until their screens exist.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, configScreen(data?.path ?? '')?.titleKey ?? 'admin.nav.config');

export function loader({ context, params }: LoaderFunctionArgs) {
  return loadConfigScreen(context, params['*'] ?? '');
}

export default function ScoringConfigScreen() {
  const data = useLoaderData<typeof loader>();
  return <ConfigScreenView key={data.path} screen={configScreen(data.path)!} data={data} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
