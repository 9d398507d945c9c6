import { Inject, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { AuthUser } from '../../common/auth-user';
import { isForeignOrigin, rawRequestHost, type TrustProxyFn } from '../../common/origin';
import { APP_CONFIG, type AppConfig } from '../../config';
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
 * cookie, or `auth: {token}`); each connection joins its employee's room. A handshake the cookie
 * authenticated must come from the app's own origin or a TRUSTED_ORIGINS entry, as a cookie write
 * must (a page of another site could open one in the user's name); a token is never sent by a
 * browser on its own, so a handshake it authenticates is not held to that.
 */
@WebSocketGateway({ serveClient: false, cors: false })
export class NotificationsGateway implements OnGatewayInit {
  private readonly logger = new Logger('Socket');
  @WebSocketServer() server!: Server;

  constructor(
    private readonly sessions: SessionService,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  afterInit(server: Server): void {
    server.use(async (socket: Socket, next) => {
      try {
        const user = await socketUser(this.sessions, socket);
        if (!user) return next(new Error('unauthorized'));
        if (user.via === 'cookie' && this.isForeign(socket)) return next(new Error('common.csrf'));
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

  private isForeign(socket: Socket): boolean {
    const trust = (this.adapterHost.httpAdapter.getInstance() as { get(name: string): TrustProxyFn }).get('trust proxy fn');
    const host = rawRequestHost(socket.handshake.headers, socket.request.socket.remoteAddress, trust);
    return isForeignOrigin({ headers: socket.handshake.headers, self: `http://${host ?? ''}`, trusted: this.config.trustedOrigins }, true);
  }

  emitToEmployee(employeeId: string, event: string, payload: unknown): void {
    this.server.to(employeeRoom(employeeId)).emit(event, payload);
  }
}
