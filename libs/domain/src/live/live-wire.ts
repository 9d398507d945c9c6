// Live lists (docs/decisions/024-live-lists.md): the server says WHAT changed, never the data;
// each screen refetches through the API with its own permissions, so an event leaks nothing.

/** The socket event carrying every live change. */
export const LIVE_EVENT = 'live';
/** Client to server: start or stop following the rooms of a screen (acknowledged with LiveFollowAck). */
export const LIVE_FOLLOW = 'live:follow';
export const LIVE_UNFOLLOW = 'live:unfollow';

/**
 * tasks: a project's tasks (grids, task dashboard); tickets: a ticket (My Ticket) of its
 * requester and recipients; breaks: the leave requests to decide; scores: an employee's work score.
 */
export type LiveTopic = 'tasks' | 'tickets' | 'breaks' | 'scores' | 'penalties';

export interface LiveChange {
  topic: LiveTopic;
  /** The project of tasks and tickets. */
  projectId?: number;
  /** Task, ticket or break request ids; for scores the employees whose score moved. */
  ids?: (number | string)[];
  /** When the change was committed (ms since epoch). */
  at: number;
}

/** What a screen follows beyond its own employee room (where ticket changes arrive). */
export interface LiveFollow {
  /** Project ids, or 'all' for every project the caller may read tasks of (task dashboard). */
  projects?: number[] | 'all';
  /** The decide-break list (needs Operator.Break.Decision). */
  breaks?: boolean;
  /** An employee's work score (oneself, or one the caller may view on the dashboard). */
  scores?: string;
}

/** The follows the server accepted; refused ones (no permission) are simply absent. */
export interface LiveFollowAck {
  projects: number[];
  breaks: boolean;
  scores: string | null;
}

/** At most this many explicit projects per follow: a screen shows one, the dashboard asks for 'all'. */
export const LIVE_MAX_PROJECTS = 50;
