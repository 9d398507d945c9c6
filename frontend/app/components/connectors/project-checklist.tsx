// A searchable multi-select of projects as a list of checkboxes.
import * as React from 'react';
import { useTranslation } from 'react-i18next';

import { SearchInput } from '~/components/ui/search-input';
import type { FieldControlProps } from '~/components/field';

import type { ProjectOption } from './connector-model';

export function ProjectChecklist({
  projects, value, onChange, id, ...aria
}: FieldControlProps & { projects: ProjectOption[]; value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = React.useState('');
  const shown = projects.filter((p) => p.name.toLowerCase().includes(query.trim().toLowerCase()));
  const toggle = (pid: number, on: boolean) => onChange(on ? [...value, pid].sort((a, b) => a - b) : value.filter((x) => x !== pid));
  return (
    <div className="space-y-2">
      <SearchInput value={query} onChange={setQuery} label={t('connectors.search-project')} />
      <div id={id} role="group" {...aria} className="max-h-48 space-y-1 overflow-y-auto rounded-md border p-2">
        {shown.map((p) => (
          <label key={p.id} className="flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 text-sm hover:bg-muted">
            <input type="checkbox" className="size-4" checked={value.includes(p.id)} onChange={(e) => toggle(p.id, e.target.checked)} />
            {p.name}
          </label>
        ))}
        {!shown.length ? <p className="px-1 text-sm text-muted-foreground">{t('connectors.no-project')}</p> : null}
      </div>
      <p className="text-xs text-muted-foreground">{t('connectors.chosen', { count: value.length })}</p>
    </div>
  );
}
