// Names for the ids tickets carry (people, projects). My Ticket loads them with its loader and
// provides them; elsewhere (the task view opening a TicketDialog) they are fetched once per tab.
import * as React from 'react';

import type { PersonOption, ProjectSummary } from '~/components/projects/project-model';
import { api } from '~/lib/api.client';

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

let pending: Promise<DirectoryData> | null = null;

function fetchDirectory(): Promise<DirectoryData> {
  pending ??= Promise.all([
    api<{ employees?: PersonOption[] }>('GET', '/api/employees/options', undefined, { silent: true }),
    api<{ projects?: ProjectSummary[] }>('GET', '/api/projects', undefined, { silent: true }),
  ]).then(([e, p]) => {
    if (!e.ok || !p.ok) pending = null;
    return { employees: e.data?.employees ?? [], projects: p.data?.projects ?? [] };
  });
  return pending;
}

export function useDirectory(): Directory {
  const provided = React.useContext(Context);
  const [fetched, setFetched] = React.useState<DirectoryData | null>(null);

  React.useEffect(() => {
    if (provided) return;
    let live = true;
    void fetchDirectory().then((d) => live && setFetched(d));
    return () => {
      live = false;
    };
  }, [provided]);

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
