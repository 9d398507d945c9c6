import { Logger } from '@nestjs/common';
import { OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { AuthUser } from '../../common/auth-user';
import { SessionService } from '../auth/session.service';

export const employeeRoom = (employeeId: string) => `employee:${employeeId}`;

/** The session a socket's handshake carries (the `jwt` cookie, or `auth: {token}`), as it is now. */
export function socketUser(sessions: SessionService, socket: Socket): Promise<AuthUser | null> {
  const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token
    ? sessions.byToken(token, 'bearer')
    : sessions.authenticate({ cookie: socket.handshake.headers.cookie });
}

/**
 * The socket.io endpoint on /socket.io. The handshake must carry a valid session (the `jwt`
 * cookie, or `auth: {token}`); each connection joins its employee's room.
 */
@WebSocketGateway({ serveClient: false, cors: false })
export class NotificationsGateway implements OnGatewayInit {
  private readonly logger = new Logger('Socket');
  @WebSocketServer() server!: Server;

  constructor(private readonly sessions: SessionService) {}

  afterInit(server: Server): void {
    server.use(async (socket: Socket, next) => {
      try {
        const user = await socketUser(this.sessions, socket);
        if (!user) return next(new Error('unauthorized'));
        socket.data.user = user;
        await socket.join(employeeRoom(user.id));
        next();
      } catch (error) {
        this.logger.error('handshake failed', (error as Error).stack);
        next(new Error('unauthorized'));
      }
    });
  }

  /** Sockets connected to this instance past the handshake (the socket gauge of /metrics). */
  connections(): number {
    return this.server?.sockets?.sockets.size ?? 0;
  }

  emitToEmployee(employeeId: string, event: string, payload: unknown): void {
    this.server.to(employeeRoom(employeeId)).emit(event, payload);
  }
}
