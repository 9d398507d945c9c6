// Multipart and urlencoded forms carry text only: these turn a form body into the JSON shape the
// DTOs validate. JSON bodies pass through with only '' read as "empty" for number fields.

const INT_FIELDS = ['platform', 'type', 'projectType', 'parent', 'statusUa'];
const LIST_FIELDS: Record<string, string[]> = { employees: ['role'], roleLevels: ['role', 'roleLevel'] };

function intOrNull(value: unknown): unknown {
  if (value === '' || value === 'null') return null;
  if (typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return value;
}

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** `employees[0].employee` (the spec's form names) -> employees: [{employee}] like `employees[0][employee]`. */
function expandDottedKeys(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const m = /^(\w+)\[(\d{1,4})\]\.(\w+)$/.exec(key);
    if (!m) {
      out[key] = value;
      continue;
    }
    const [, list, index, field] = m;
    const items = (Array.isArray(out[list]) ? out[list] : (out[list] = [])) as Record<string, unknown>[];
    items[Number(index)] = { ...(items[Number(index)] ?? {}), [field]: value };
  }
  return out;
}

export function coerceProjectForm(body: Record<string, unknown>): Record<string, unknown> {
  const out = expandDottedKeys(body);
  for (const key of INT_FIELDS) if (key in out) out[key] = intOrNull(out[key]);
  for (const [key, fields] of Object.entries(LIST_FIELDS)) {
    if (!(key in out)) continue;
    let list = parseJsonText(out[key]);
    if (Array.isArray(list)) {
      list = list.filter((x) => x !== undefined).map((item) => {
        if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
        const copy: Record<string, unknown> = { ...item };
        for (const f of fields) if (f in copy) copy[f] = intOrNull(copy[f]);
        return copy;
      });
    }
    out[key] = list;
  }
  return out;
}
