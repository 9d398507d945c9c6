// The Vietnamese strings: a chunk of their own, loaded by lib/i18n.ts (decision 045).
import { buildCatalogue } from '~/lib/i18n';

import common from './vi.json';

export const catalogue = buildCatalogue('vi', common, import.meta.glob('./vi/*.json', { eager: true, import: 'default' }));
