/** Where to go after signing in: `next` when it is a path of this site (never another origin), else the dashboard. */
export function afterLogin(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/dashboard';
}
