// The linked accounts of a project (spec 2, Project Setting): a wiki page at a fixed path whose
// content is JSON of five groups of key/value rows, e.g.
//   {"MAX": [{"key": "SDK key", "value": "abc"}], "Admob": [], "Facebook": [], "GG_console": [], "Firebase": []}
// Pure TypeScript, no Nest: it can move to libs/domain for the client to share.

export const LINKED_ACCOUNT_GROUPS = ['MAX', 'Admob', 'Facebook', 'GG_console', 'Firebase'] as const;
export type LinkedAccountGroup = (typeof LINKED_ACCOUNT_GROUPS)[number];
export type LinkedAccounts = Partial<Record<LinkedAccountGroup, { key: string; value: string }[]>>;

export const LINKED_ACCOUNT_LIMITS = { rowsPerGroup: 100, keyLength: 200, valueLength: 2000 } as const;

export function linkedAccountsPath(project: number): string {
  return `Project/${project}/Development/ThirdPartyAccount`;
}

export function emptyLinkedAccounts(): string {
  return JSON.stringify(Object.fromEntries(LINKED_ACCOUNT_GROUPS.map((g) => [g, []])));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is wrong with a linked-accounts content, as {field, message} rows; empty when valid. */
export function linkedAccountsProblems(content: string): { field: string; message: string }[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return [{ field: 'content', message: 'must be JSON' }];
  }
  if (!isObject(data)) return [{ field: 'content', message: `must be an object of the groups ${LINKED_ACCOUNT_GROUPS.join(', ')}` }];
  const problems: { field: string; message: string }[] = [];
  for (const [group, rows] of Object.entries(data)) {
    if (!(LINKED_ACCOUNT_GROUPS as readonly string[]).includes(group)) {
      problems.push({ field: group, message: `unknown group; expected one of ${LINKED_ACCOUNT_GROUPS.join(', ')}` });
      continue;
    }
    if (!Array.isArray(rows)) {
      problems.push({ field: group, message: 'must be a list of {key, value} rows' });
      continue;
    }
    if (rows.length > LINKED_ACCOUNT_LIMITS.rowsPerGroup) problems.push({ field: group, message: `at most ${LINKED_ACCOUNT_LIMITS.rowsPerGroup} rows` });
    const keys = new Set<string>();
    rows.forEach((row, i) => {
      const field = `${group}[${i}]`;
      if (!isObject(row) || Object.keys(row).some((k) => k !== 'key' && k !== 'value')) {
        problems.push({ field, message: 'must be {key, value}' });
        return;
      }
      const { key, value } = row;
      if (typeof key !== 'string' || !key.trim() || key.length > LINKED_ACCOUNT_LIMITS.keyLength) {
        problems.push({ field: `${field}.key`, message: `must be a non-empty text of at most ${LINKED_ACCOUNT_LIMITS.keyLength} characters` });
      } else if (keys.has(key.trim())) {
        problems.push({ field: `${field}.key`, message: `duplicate key '${key.trim()}'` });
      } else {
        keys.add(key.trim());
      }
      if (typeof value !== 'string' || value.length > LINKED_ACCOUNT_LIMITS.valueLength) {
        problems.push({ field: `${field}.value`, message: `must be a text of at most ${LINKED_ACCOUNT_LIMITS.valueLength} characters` });
      }
    });
  }
  return problems;
}
