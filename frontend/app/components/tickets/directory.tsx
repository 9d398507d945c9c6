// Names for the ids tickets carry (people, projects). My Ticket loads them with its loader and
// provides them; elsewhere (the task view opening a TicketDialog) they are read through the query
// cache and kept until this tab writes something.
import * as React from 'react';
import { endpoints } from '@studio/domain';

import type { PersonOption, ProjectSummary } from '~/components/projects/project-model';
import { useApiQuery } from '~/lib/use-api-query';

export type DirectoryData = { employees: PersonOption[]; projects: ProjectSummary[] };

export type Directory = DirectoryData & {
  ready: boolean;
  employeeName: (id: string | null | undefined) => string | null;
  projectName: (id: number | string | null | undefined) => string | null;
  person: (id: string | null | undefined) => PersonOption | null;
};

const Context = React.createContext<DirectoryData | null>(null);

export function DirectoryProvider({ value, children }: { value: DirectoryData; children: React.ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useDirectory(): Directory {
  const provided = React.useContext(Context);
  // Kept until this tab writes something (a new project, an employee renamed).
  const options = { maxAgeMs: Infinity };
  const employeeList = useApiQuery(endpoints.employeeOptions.options, provided ? null : {}, options);
  const projectList = useApiQuery(endpoints.projects.list, provided ? null : {}, options);
  // Ready once both answered (a failed one lists nothing).
  const answered = employeeList.status !== null && projectList.status !== null;
  const employees = employeeList.data?.employees;
  const projects = projectList.data?.projects;
  const fetched = React.useMemo<DirectoryData | null>(
    () => (answered ? { employees: employees ?? [], projects: projects ?? [] } : null),
    [answered, employees, projects],
  );

  const data = provided ?? fetched;
  return React.useMemo(() => {
    const employees = data?.employees ?? [];
    const projects = data?.projects ?? [];
    const people = new Map(employees.map((e) => [e.id, e]));
    const names = new Map(projects.map((p) => [String(p.id), p.name]));
    return {
      employees,
      projects,
      ready: data !== null,
      person: (id) => (id ? people.get(id) ?? null : null),
      employeeName: (id) => (id ? people.get(id)?.name || null : null),
      projectName: (id) => (id === null || id === undefined || id === '' ? null : names.get(String(id)) ?? null),
    };
  }, [data]);
}
