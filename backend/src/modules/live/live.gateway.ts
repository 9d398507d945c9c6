import { Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { LIVE_FOLLOW, LIVE_MAX_PROJECTS, LIVE_UNFOLLOW, type LiveFollow, type LiveFollowAck } from '@studio/domain';
import type { Socket } from 'socket.io';
import { SessionService } from '../auth/session.service';
import { DashboardService } from '../dashboard/dashboard.service';
import { socketUser } from '../notifications/notifications.gateway';
import { PermissionsService } from '../permissions/permissions.service';
import { BREAKS_ROOM, projectRoom, scoresRoom } from './live.service';

const NONE: LiveFollowAck = { projects: [], breaks: false, scores: null };

function projectIds(value: unknown): number[] | 'all' {
  if (value === 'all') return 'all';
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((v): v is number => Number.isInteger(v) && v >= 0))].slice(0, LIVE_MAX_PROJECTS);
}

/**
 * Rooms beyond the employee's own: a screen asks to follow a project, the decide-break list or a
 * work score, and joins only what the caller may read now (the session is checked again, so a
 * signed-out or demoted user stops being added). Each socket is one tab; leaving is per screen.
 */
@WebSocketGateway({ serveClient: false, cors: false })
export class LiveGateway {
  private readonly logger = new Logger('Live');

  constructor(
    private readonly sessions: SessionService,
    private readonly permissions: PermissionsService,
    private readonly dashboard: DashboardService,
  ) {}

  @SubscribeMessage(LIVE_FOLLOW)
  async follow(@ConnectedSocket() socket: Socket, @MessageBody() body: LiveFollow | undefined): Promise<LiveFollowAck> {
    try {
      const user = await socketUser(this.sessions, socket);
      if (!user) return NONE;
      const asked = projectIds(body?.projects);
      const readable = await this.permissions.projectsWith(user, 'Task.Get');
      const projects = asked === 'all' ? readable : asked.filter((id) => readable.includes(id));
      const breaks = body?.breaks === true && (await this.permissions.has(user, 'Operator.Break.Decision'));
      const scores = typeof body?.scores === 'string' && (await this.dashboard.mayView(user, body.scores)) ? body.scores : null;
      const rooms = [...projects.map(projectRoom), ...(breaks ? [BREAKS_ROOM] : []), ...(scores ? [scoresRoom(scores)] : [])];
      if (rooms.length) await socket.join(rooms);
      return { projects, breaks, scores };
    } catch (error) {
      this.logger.error('follow failed', (error as Error).stack);
      return NONE;
    }
  }

  /** Leaves what a screen followed; another screen of the tab that still needs a room follows it again. */
  @SubscribeMessage(LIVE_UNFOLLOW)
  async unfollow(@ConnectedSocket() socket: Socket, @MessageBody() body: LiveFollow | undefined): Promise<{ ok: true }> {
    const asked = projectIds(body?.projects);
    const rooms = asked === 'all'
      ? [...socket.rooms].filter((room) => room.startsWith('project:'))
      : asked.map(projectRoom);
    if (body?.breaks) rooms.push(BREAKS_ROOM);
    if (typeof body?.scores === 'string') rooms.push(scoresRoom(body.scores));
    await Promise.all(rooms.map((room) => socket.leave(room)));
    return { ok: true };
  }
}
