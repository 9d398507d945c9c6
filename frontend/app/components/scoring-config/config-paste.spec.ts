// JSON pasted into a config grid (spec 3 section 5: pasting into the grids reads JSON from the clipboard).
import { CONFIG_TABLES } from '@studio/domain';

import { parsePastedConfig } from './config-paste';

const table = (path: string) => CONFIG_TABLES.find((t) => t.path === path)!;
const limits = table('role-score-limits');
const penalties = table('role-penalties');

describe('JSON pasted into a config grid', () => {
  it('reads a list of rows, and the object Copy JSON writes (rows under the table key)', () => {
    const rows = [{ roleId: 13, limit: 150 }, { roleId: 14, limit: 175 }];
    expect(parsePastedConfig(limits, JSON.stringify(rows))).toEqual({ rows });
    expect(parsePastedConfig(limits, JSON.stringify({ scoreLimits: rows }, null, 2))).toEqual({ rows });
  });

  it('keeps only the stored fields, and the last of two rows with the same key', () => {
    expect(parsePastedConfig(limits, '[{"roleId":13,"limit":1,"extra":"x"},{"roleId":13,"limit":2}]'))
      .toEqual({ rows: [{ roleId: 13, limit: 2 }] });
  });

  it('says "not JSON" for text that is not JSON', () => {
    expect(parsePastedConfig(limits, 'role\tlimit\n13\t150')).toEqual({ error: 'scoring.paste.not-json' });
    expect(parsePastedConfig(limits, '')).toEqual({ error: 'scoring.paste.not-json' });
  });

  it('refuses rows the table does not hold, with the reason', () => {
    // Another table's key, or no list at all.
    expect(parsePastedConfig(limits, '{"rolePenalties":[]}')).toEqual({ error: 'scoring.paste.invalid', detail: 'common.validation' });
    expect(parsePastedConfig(limits, '42')).toEqual({ error: 'scoring.paste.invalid', detail: 'common.validation' });
    // A value that is not a non-negative number; a penalty above 100 %.
    expect(parsePastedConfig(limits, '[{"roleId":13,"limit":"abc"}]')).toEqual({ error: 'scoring.paste.invalid', detail: 'message.number-error' });
    expect(parsePastedConfig(limits, '[{"roleId":13,"limit":-1}]')).toEqual({ error: 'scoring.paste.invalid', detail: 'message.number-error' });
    expect(parsePastedConfig(penalties, '[{"role":13,"penaltyPercentage":101}]')).toEqual({ error: 'scoring.paste.invalid', detail: 'message.number-error' });
    // A system role is no row of any config grid.
    expect(parsePastedConfig(limits, '[{"roleId":1,"limit":10}]')).toEqual({ error: 'scoring.paste.invalid', detail: 'config.role-invalid' });
  });
});
