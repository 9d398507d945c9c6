import type express from 'express';
import type { NextFunction, Request, Response } from 'express';

/** An Express 5 route, as far as dispatching to it needs. */
interface Route {
  path: string;
  _handlesMethod(method: string): boolean;
}

/** An Express 5 router layer (router 2.x): its matcher and its handler. */
interface Layer {
  route?: Route;
  match(path: string): false | { params: Record<string, string>; path: string };
  handleRequest(req: Request, res: Response, next: NextFunction): void;
}

/** Where a route's path stands: after `/api/`, its first segment (lower case: Express matches paths case-insensitively). */
function areaOf(path: string): string | null {
  if (path.length < 6 || path[4] !== '/' || path.slice(0, 4).toLowerCase() !== '/api') return null;
  const end = path.indexOf('/', 5);
  return path.slice(5, end < 0 ? undefined : end).toLowerCase();
}

const isApiRoute = (l: Layer) => !!l.route && l.route.path.startsWith('/api/') && !l.route.path.startsWith('/api/docs');
const isLiteralArea = (area: string) => /^[a-z0-9._~-]+$/.test(area);

/**
 * The API's routes, dispatched by one step instead of Express's router (decision 053, addendum 7).
 * Express walks its layers for every request and, for each, runs its router's `next` (path parse,
 * match, params, `handleRequest`); with the API's ~300 routes in that walk, the router was the
 * largest framework cost of a small call left. At start the API's route layers are taken out of the
 * stack and grouped by their first segment after /api/ (`auth`, `tasks`, ...): a request tries only
 * its group's routes, in their registration order, with Express's own layers (the same matcher,
 * decoding, HEAD falling back to GET, `next('route')`), and anything none of them answers goes on
 * down the stack (Swagger, the web, the 404) as before. A route whose first segment is a parameter
 * is tried with every group, in its place in the order.
 */
export class ApiRoutes {
  private readonly groups = new Map<string, Layer[]>();
  private everywhere: Layer[] = [];
  private taken = false;

  /** Moves the API's route layers (every /api/ route but Swagger's) out of `app`'s stack. */
  take(app: express.Express): number {
    if (this.taken) throw new Error('ApiRoutes: the routes are already taken');
    const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
    const routes = stack.filter(isApiRoute);
    const areas = routes.map((l) => areaOf(l.route!.path));
    const literal = new Set(areas.filter((a): a is string => a !== null && isLiteralArea(a)));
    for (const area of literal) this.groups.set(area, []);
    this.everywhere = routes.filter((_, k) => !literal.has(areas[k] ?? ''));
    // Each group keeps the global order, routes of a parameter area included.
    routes.forEach((layer, k) => {
      const area = areas[k];
      if (area !== null && literal.has(area)) this.groups.get(area)!.push(layer);
      else for (const group of this.groups.values()) group.push(layer);
    });
    stack.splice(0, stack.length, ...stack.filter((l) => !isApiRoute(l)));
    this.taken = true;
    return routes.length;
  }

  /** The step that answers an API call from its route, or passes it on when none matches. */
  readonly dispatch = (req: Request, res: Response, next: NextFunction): void => {
    const path = req.path;
    const area = areaOf(path);
    const candidates = area === null ? undefined : this.groups.get(area) ?? this.everywhere;
    if (!candidates || candidates.length === 0) return next();
    const method = req.method;
    let at = 0;
    const tryNext = (error?: unknown): void => {
      // 'route' skips the rest of one route, as in Express; any other signal or error goes on out.
      if (error && error !== 'route') return next(error);
      while (at < candidates.length) {
        const layer = candidates[at++];
        let match: ReturnType<Layer['match']>;
        try {
          match = layer.match(path);
        } catch (thrown) {
          // A parameter that does not decode (%E0%A4%A): Express's 400, through the error handlers.
          return next(thrown);
        }
        if (!match) continue;
        const route = layer.route!;
        if (method !== 'HEAD' && !route._handlesMethod(method)) continue;
        (req as { route?: unknown }).route = route;
        req.params = match.params;
        return layer.handleRequest(req, res, tryNext);
      }
      next();
    };
    tryNext();
  };
}
