// SQL fragments that several repositories share, written once so that a change reaches every
// statement (docs/decisions/039-sql-fragments-and-table-owners.md). Each takes the table alias
// of the statement it is put into; an empty alias leaves the columns unqualified.

const column = (alias: string, name: string) => (alias ? `${alias}.${name}` : name);

/**
 * An employee's display name, "Last First". first_name and last_name are NOT NULL, so this is
 * null only when a left join found no employee; an employee without names gives ''.
 */
export const employeeName = (alias: string) => `trim(${column(alias, 'last_name')} || ' ' || ${column(alias, 'first_name')})`;

/** The display name, or null both when there is no employee and when the names are empty. */
export const employeeNameOrNull = (alias: string) => `nullif(${employeeName(alias)}, '')`;

/** A timestamptz as ISO 8601 UTC text, as JSON.stringify writes a Date (2026-11-27T21:10:00.000Z). */
export const isoUtc = (expression: string) => `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
