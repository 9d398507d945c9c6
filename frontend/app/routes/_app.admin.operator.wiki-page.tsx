import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

import { requirePermission } from '~/lib/permissions';

// The operator tree's wiki entry opens the global wiki.
export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Admin');
  return redirect('/wiki');
}
