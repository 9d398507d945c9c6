import { redirect } from '@remix-run/node';

// /project-select opens My Project (spec 1 route table).
export function loader() {
  return redirect('/project-select/my-project');
}
