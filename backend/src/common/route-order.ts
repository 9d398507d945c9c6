import type express from 'express';

/** An Express 5 router layer, as far as the order of the layers needs it. */
interface Layer {
  handle: unknown;
  route?: { path: string; methods: Record<string, boolean> };
}

const HOT_ROUTE = '/api/auth/me';

/**
 * Express walks its layers in order for every request and matches each one's path. The API's routes
 * were registered last (at init), after Swagger's routes and static files and the web's layers, so
 * every API call walked past those (about 17 layers, and 10 more routes before GET /api/auth/me, which
 * every page and client calls first). None of those answers an /api path that an API route answers
 * (Swagger's are /api/docs*, the web's pass /api on), so the API's routes are moved to just after
 * `apiMiddleware`, the last middleware every API request goes through, GET /api/auth/me first;
 * their own order, and everything after them (the 404 and error handlers), stay as they were
 * (decision 053, addendum 3).
 */
export function apiRoutesFirst(app: express.Express, apiMiddleware: unknown): void {
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const isApiRoute = (l: Layer) => !!l.route && l.route.path.startsWith('/api/') && !l.route.path.startsWith('/api/docs');
  const at = stack.findIndex((l) => l.handle === apiMiddleware);
  if (at < 0) throw new Error('apiRoutesFirst: the API middleware is not mounted');
  const routes = stack.filter(isApiRoute);
  const hot = routes.filter((l) => l.route!.path === HOT_ROUTE && l.route!.methods.get);
  const ordered = [...hot, ...routes.filter((l) => !hot.includes(l))];
  const rest = stack.filter((l) => !isApiRoute(l));
  const insertAt = rest.indexOf(stack[at]) + 1;
  stack.splice(0, stack.length, ...rest.slice(0, insertAt), ...ordered, ...rest.slice(insertAt));
}
