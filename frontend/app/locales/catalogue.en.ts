// The English strings: a chunk of their own, loaded by lib/i18n.ts (decision 045).
import { buildCatalogue } from '~/lib/i18n';

import common from './en.json';

export const catalogue = buildCatalogue('en', common, import.meta.glob('./en/*.json', { eager: true, import: 'default' }));
