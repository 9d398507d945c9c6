import { redirect } from '@remix-run/node';

export function loader() {
  return redirect('/project-select/my-project');
}
