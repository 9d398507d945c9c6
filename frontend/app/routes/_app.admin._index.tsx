import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

import { firstAdminPath } from '~/lib/navigation';
import { requirePermission } from '~/lib/permissions';

// /admin opens the first admin screen the user may use.
export async function loader({ context }: LoaderFunctionArgs) {
  const permissions = await requirePermission(context, 'Admin');
  return redirect(firstAdminPath(permissions) ?? '/dashboard');
}
