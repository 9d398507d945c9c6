import { buildCatalogue } from '~/lib/catalogue';

import common from './en.json';

export const catalogue = buildCatalogue('en', common, import.meta.glob('./en/*.json', { eager: true, import: 'default' }));
