import { redirect } from '@remix-run/node';

// The spec names this tab both 'password' and 'change-password'.
export function loader() {
  return redirect('/profile/password');
}
