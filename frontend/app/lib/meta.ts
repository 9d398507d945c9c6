import type { MetaArgs } from '@remix-run/node';

import { toLang, translate } from '~/lib/i18n';

/** '<page> · Studio Portal' in the language of the root loader. */
export function pageTitle(matches: MetaArgs['matches'], key: string) {
  const root = matches.find((m) => m.id === 'root')?.data as { locale?: string } | undefined;
  return [{ title: `${translate(toLang(root?.locale), key)} · Studio Portal` }];
}
