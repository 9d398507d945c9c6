import { buildCatalogue } from '~/lib/catalogue';

import common from './vi.json';

export const catalogue = buildCatalogue('vi', common, import.meta.glob('./vi/*.json', { eager: true, import: 'default' }));
