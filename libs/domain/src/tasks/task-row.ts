// The task row, declared once: the server reads it with Date instants, the API answers it with
// ISO 8601 UTC text (GET /api/projects/:id/tasks, PATCH /api/tasks/:id, the dashboard, the timeline).

export interface TaskFields<Instant> {
  taskId: number;
  altId: string;
  projectId: number;
  taskName: string;
  role: number;
  roleLevel: number | null;
  input: string;
  output: string;
  score: number;
  altScore: number;
  finalScore: number;
  status: number;
  isSudden: boolean;
  isArchived: boolean;
  isSystem: boolean;
  employee: string | null;
  createdAt: Instant;
  startDate: Instant | null;
  endDate: Instant | null;
  deadline: number | null;
  lastModified: Instant;
  efficiency: number;
  benchmark: number | null;
  /** Decision 057: the creative type (1 Video, 2 Playable ad, 3 Image, 4 Store listing) of a UA or creative manager's task; null: not creative. */
  creativeType: number | null;
}

/** A task as the server reads and writes it. */
export type TaskRecord = TaskFields<Date>;

/** Columns the API never answers. */
export type TaskInternalField = 'isSystem';

/** A task as the API answers it; efficiency is null for a caller without Task.Get.Efficiency. */
export type TaskJson = Omit<TaskFields<string>, TaskInternalField | 'efficiency'> & { efficiency: number | null };

/** A penalty as GET /api/projects/:id/penalties lists it. */
export interface PenaltyRow {
  id: number;
  employee: string;
  role: number;
  score: number;
  altScore: number;
  reason: string;
  date: number;
  project: number;
}
