import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

// /project/:projectId opens the task view (spec 2 section 2); the layout has checked Project.Get.
export function loader({ params, request }: LoaderFunctionArgs) {
  const search = new URL(request.url).search;
  return redirect(`/project/${encodeURIComponent(params.projectId ?? '')}/task-view${search}`);
}
