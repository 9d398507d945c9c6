import { redirect } from '@remix-run/node';

// Unknown paths go to the dynamic dashboard (spec 1 section 2).
export function loader() {
  return redirect('/dashboard');
}
