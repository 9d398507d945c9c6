/** ISO 8601 UTC text of a timestamptz, as JSON.stringify writes a Date. */
export const isoUtc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A task as the API answers it, built by PostgreSQL: lists are serialised there once instead of
 * parsed into objects and stringified again. `$eff` is the SQL boolean deciding if efficiency shows.
 */
export function taskJson(alias = 't', showEfficiency = 'true'): string {
  const t = alias;
  return `json_build_object(
    'taskId', ${t}.task_id, 'altId', ${t}.alt_id, 'projectId', ${t}.project_id, 'taskName', ${t}.task_name,
    'role', ${t}.role, 'roleLevel', ${t}.role_level, 'input', ${t}.input, 'output', ${t}.output,
    'score', ${t}.score, 'altScore', ${t}.alt_score, 'finalScore', ${t}.final_score, 'status', ${t}.status,
    'isSudden', ${t}.is_sudden, 'isArchived', ${t}.is_archived, 'employee', ${t}.employee,
    'createdAt', ${isoUtc(`${t}.created_at`)}, 'startDate', ${isoUtc(`${t}.start_date`)}, 'endDate', ${isoUtc(`${t}.end_date`)},
    'deadline', ${t}.deadline, 'lastModified', ${isoUtc(`${t}.last_modified`)},
    'efficiency', case when ${showEfficiency} then ${t}.efficiency end, 'benchmark', ${t}.benchmark)`;
}

/** Open sudden tasks first (weighing like Planning), then status, newest created, task id. */
export const LIST_ORDER = (t = 't') =>
  `(${t}.is_sudden and ${t}.status < 3) desc, case when ${t}.is_sudden and ${t}.status < 3 then 0 else ${t}.status end,
   ${t}.created_at desc, ${t}.task_id`;

/** Task dashboard: open sudden first, status, role, task id. */
export const DASHBOARD_ORDER = (t = 't') =>
  `(${t}.is_sudden and ${t}.status < 3) desc, ${t}.status, ${t}.role, ${t}.task_id`;
