// The Development third-party account page: the project's linked accounts, read only (they are
// edited in the project's settings).
import * as React from 'react';
import { useTranslation } from 'react-i18next';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';

const GROUPS = ['MAX', 'Admob', 'Facebook', 'GG_console', 'Firebase'] as const;

function rowsOf(content: string): { group: string; key: string; value: string }[] {
  try {
    const data = JSON.parse(content) as Record<string, { key?: unknown; value?: unknown }[] | undefined>;
    return GROUPS.flatMap((group) =>
      Array.isArray(data?.[group]) ? data[group]!.map((r) => ({ group, key: String(r?.key ?? ''), value: String(r?.value ?? '') })) : [],
    );
  } catch {
    return [];
  }
}

export function AccountTable({ content }: { content: string }) {
  const { t } = useTranslation();
  const rows = React.useMemo(() => rowsOf(content), [content]);
  if (!rows.length) return <p className="text-sm text-muted-foreground">{t('wiki.accounts.empty')}</p>;
  return (
    <div className="overflow-hidden rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-40">{t('wiki.accounts.group')}</TableHead>
            <TableHead className="w-64">{t('wiki.accounts.key')}</TableHead>
            <TableHead>{t('wiki.accounts.value')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={i}>
              <TableCell className="font-medium">{r.group}</TableCell>
              <TableCell>{r.key}</TableCell>
              <TableCell className="break-all font-mono text-xs">{r.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
