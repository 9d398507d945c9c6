// Wire shapes of the projects, wiki and files API (GET /api/projects..., /api/wiki/pages/:id,
// POST /api/files), shared by the Nest server and the Remix app. Type aliases rather than
// interfaces, so a repository can read rows straight into them.
import type { WikiPermissionRow } from '../wiki/wiki-permissions';

/** A project as GET /api/projects lists it; `child` holds the ids of the projects directly under it. */
export type ProjectSummary = {
  id: number;
  name: string;
  icon: string | null;
  packageName: string | null;
  platform: number | null;
  parent: number | null;
  child: number[];
  projectType: number | null;
  statusUa: number | null;
};

export type ProjectMember = {
  id: string;
  name: string;
  role: number;
};

export type ProjectRoleLevel = {
  role: number;
  roleLevel: number;
};

/** GET /api/projects/:id; `roleLevels` only for holders of Project.Get.RoleLevel. */
export type ProjectDetail = ProjectSummary & {
  firebaseProjectId: string | null;
  firebaseAppId: string | null;
  repositoryId: string | null;
  linkWiki: string | null;
  popularity: number;
  employees: ProjectMember[];
  roleLevels?: ProjectRoleLevel[];
};

/** An employee offered by a picker (project role candidates). */
export type PersonOption = {
  id: string;
  name: string;
  role: number;
  icon: string | null;
};

/** GET /api/employees/options. */
export type EmployeeOption = PersonOption & {
  roleLevel: number;
};

/** GET /api/wiki/pages/:id. */
export type WikiPageView = {
  id: number;
  project: number;
  path: string;
  type: number;
  content: string;
  contentHash: string;
  parentId: number | null;
  permissions: WikiPermissionRow[];
  isEditable: boolean;
};

/** An uploaded file as POST /api/files answers it. */
export type StoredFileView = {
  fileId: string;
  name: string;
  url: string;
};
