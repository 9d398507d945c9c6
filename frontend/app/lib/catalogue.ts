// One language's strings as one flat table: its common file, every area file and the domain's error
// catalogue. Built by locales/catalogue.<lang>.ts, each its own chunk, so a page loads one language.
import { ERRORS } from '@studio/domain';

import type { Lang } from '~/lib/context';

export type Catalogue = Record<string, string>;

function errorTexts(lang: Lang): Catalogue {
  const out: Catalogue = {};
  for (const [code, def] of Object.entries(ERRORS)) {
    // The catalogue uses {name}; i18next interpolates {{name}}.
    out[code] = def[lang].replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return out;
}

/**
 * Every error code of the domain catalogue is a key, with the catalogue's text (the same the server
 * answers), so a code never reads differently on screen.
 */
export function buildCatalogue(lang: Lang, common: Catalogue, areas: Record<string, Catalogue>): Catalogue {
  const texts = Object.values(areas).reduce((all, area) => ({ ...all, ...area }), { ...common });
  return { ...texts, ...errorTexts(lang) };
}
