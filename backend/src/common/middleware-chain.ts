import type { NextFunction, Request, Response } from 'express';

export type Middleware = (req: Request, res: Response, next: NextFunction) => unknown;

/**
 * Several middleware as one Express layer, run in order (decision 053). Each layer of Express's
 * router costs a path match on every request, and one mounted on a path also rewrites and restores
 * `req.url` around its handler (then the URL is parsed again): the global middleware of every
 * request are grouped so that a request pays that once per group. An error, or a middleware that
 * answers without calling `next`, ends the group as it would have ended the chain of layers.
 */
export function sequence(...handlers: Middleware[]): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
    let at = 0;
    const step = (error?: unknown): void => {
      // 'route' and 'router' are Express's own signals: the outer router handles them as before.
      if (error) return next(error);
      const handler = handlers[at++];
      if (!handler) return next();
      try {
        const returned = handler(req, res, step);
        // As Express 5 does for a layer: a rejected promise goes to the error handlers.
        if (returned instanceof Promise) returned.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}

/** A request that carries a body: the test of type-is's `hasBody`, which the body parsers make first. */
export function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(req.headers['content-length']));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `handler` for `prefix` and the paths under it, as `app.use(prefix, handler)` mounts it (any case),
 * except that `req.url` is left whole (none of the handlers given here reads it); others go on.
 */
export function under(prefix: string, handler: Middleware): Middleware {
  const pattern = new RegExp(`^${escapeRegExp(prefix)}(?:/|$)`, 'i');
  return (req, res, next) => (pattern.test(req.path) ? handler(req, res, next) : next());
}
