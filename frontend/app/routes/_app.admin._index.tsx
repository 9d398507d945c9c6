import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

import { firstAdminPath } from '~/lib/navigation';
import { getPermissions } from '~/lib/permissions';

// /admin opens the first admin screen the user may use.
export async function loader({ context }: LoaderFunctionArgs) {
  const permissions = await getPermissions(context);
  return redirect(firstAdminPath(permissions) ?? '/dashboard');
}
