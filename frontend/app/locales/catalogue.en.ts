// The English common strings (and the error texts): a chunk of their own, loaded by lib/i18n.ts
// (decisions 045, 054); each area file (./en/*.json) is a chunk of its own too.
import { buildCatalogue } from '~/lib/i18n';

import common from './en.json';

export const catalogue = buildCatalogue('en', common);
