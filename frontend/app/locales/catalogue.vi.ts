// The Vietnamese common strings (and the error texts): a chunk of their own, loaded by lib/i18n.ts
// (decisions 045, 054); each area file (./vi/*.json) is a chunk of its own too.
import { buildCatalogue } from '~/lib/i18n';

import common from './vi.json';

export const catalogue = buildCatalogue('vi', common);
