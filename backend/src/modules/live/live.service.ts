import { Injectable } from '@nestjs/common';
import { LIVE_EVENT, type LiveChange, type LiveTopic } from '@studio/domain';
import { Clock } from '../../common/clock';
import { Db } from '../../database/db';
import { employeeRoom, NotificationsGateway } from '../notifications/notifications.gateway';

export const projectRoom = (projectId: number) => `project:${projectId}`;
export const BREAKS_ROOM = 'breaks';
export const scoresRoom = (employeeId: string) => `scores:${employeeId}`;

const present = <T>(values: (T | null | undefined)[]) => [...new Set(values.filter((v): v is T => v !== null && v !== undefined))];

/**
 * Publishes what changed (topic and ids, never data) once the caller's transaction commits, so a
 * rolled-back write tells nobody and a screen that refetches sees the change (docs/decisions/024).
 * With REDIS_URL the emit reaches sockets on every instance.
 */
@Injectable()
export class LiveService {
  constructor(
    private readonly db: Db,
    private readonly gateway: NotificationsGateway,
    private readonly clock: Clock,
  ) {}

  /** Tasks of a project changed; the work scores of their assignees (before and after) with them. */
  tasks(projectId: number, ids: number[], employees: (string | null | undefined)[] = []): void {
    this.publish([projectRoom(projectId)], { topic: 'tasks', projectId, ids });
    this.scores(employees);
  }

  /** A penalty of a project was given or taken back: the project's penalty table, and the employee's work score. */
  penalties(projectId: number, employee: string | null | undefined): void {
    this.publish([projectRoom(projectId)], { topic: 'penalties', projectId });
    this.scores([employee]);
  }

  /** A ticket changed: its requester and recipients follow it on My Ticket. */
  tickets(projectId: number | undefined, ids: number[], people: (string | null | undefined)[]): void {
    this.publish(present(people).map(employeeRoom), { topic: 'tickets', projectId, ids });
  }

  /** A leave request was filed, moved or decided: the decide-break list. */
  breaks(ids: number[]): void {
    this.publish([BREAKS_ROOM], { topic: 'breaks', ids });
  }

  /** These employees' work scores moved (a penalty, a task's score or status). */
  scores(employees: (string | null | undefined)[]): void {
    const ids = present(employees);
    if (ids.length) this.publish(ids.map(scoresRoom), { topic: 'scores', ids });
  }

  private publish(rooms: string[], change: { topic: LiveTopic; projectId?: number; ids?: (number | string)[] }): void {
    if (!rooms.length) return;
    this.db.afterCommit(() => {
      // `at` is the commit, not the write: a screen compares it with when it last fetched.
      const event: LiveChange = { ...change, at: this.clock.now().getTime() };
      this.gateway.server.to(rooms).emit(LIVE_EVENT, event);
    });
  }
}
