import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { endpoints, NOTIFICATION_CHANNELS, NotificationType, type NotificationChannel, type NotificationPreference } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { GeneralErrorBoundary } from '~/components/error-view';
import { SegmentedRadio } from '~/components/segmented-radio';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { call, failToast } from '~/lib/api.client';
import { loadData, requireUser } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'mail.prefs.tab');

export async function loader({ context }: LoaderFunctionArgs) {
  requireUser(context);
  return loadData(context, endpoints.notificationPreferences.list);
}

const T = NotificationType;

/** The types in the groups the screen shows them in; a type in none goes under "other". */
const GROUPS: { key: string; types: number[] }[] = [
  { key: 'answer', types: [T.decideBreakForContactAdmin, T.createTaskRequireForManager, T.negotiateAddTask, T.negotiateEditTask] },
  { key: 'own', types: [T.breakSuccessForEmployee, T.breakFailForEmployee, T.agreeAddTask, T.rejectAddTask, T.agreeEditTask, T.rejectEditTask] },
  { key: 'tasks', types: [T.nearDeadlineForEmployee, T.newSuddenTaskForEmployee, T.overDeadlineForEmployee, T.taskFailForEmployee, T.overDeadlineForManager, T.taskFailForManager, T.overDeadlineConfirmSuddenTask] },
];

function grouped(list: readonly NotificationPreference[]): { key: string; rows: NotificationPreference[] }[] {
  const placed = new Set(GROUPS.flatMap((g) => g.types));
  const byType = new Map(list.map((p) => [p.type as number, p]));
  return [
    ...GROUPS.map((g) => ({ key: g.key, rows: g.types.map((type) => byType.get(type)).filter((p): p is NotificationPreference => !!p) })),
    { key: 'other', rows: list.filter((p) => !placed.has(p.type)) },
  ].filter((g) => g.rows.length);
}

export default function NotificationPreferencesPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const [saved, setSaved] = React.useState<NotificationPreference[]>(loaded.preferences);
  const [draft, setDraft] = React.useState<Record<number, NotificationChannel>>({});
  const [saving, setSaving] = React.useState(false);
  const changed = saved.filter((p) => draft[p.type] !== undefined && draft[p.type] !== p.channel);

  async function save() {
    setSaving(true);
    try {
      const res = await call(endpoints.notificationPreferences.set, { body: { preferences: changed.map((p) => ({ type: p.type, channel: draft[p.type] })) } }, { silent: true });
      if (!res.ok) return failToast('mail.prefs.save-fail', res.data);
      setSaved(res.data.preferences);
      setDraft({});
      toast.success(t('mail.prefs.saved'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle className="text-base">{t('mail.prefs.title')}</CardTitle>
          <CardDescription className="max-w-2xl">{t('mail.prefs.description')}</CardDescription>
        </div>
        <Button onClick={save} loading={saving} disabled={!changed.length}>{t('mail.prefs.save')}</Button>
      </CardHeader>
      <CardContent className="space-y-6">
        {grouped(saved).map((group) => (
          <section key={group.key} aria-labelledby={`prefs-${group.key}`} className="rounded-lg border">
            <h2 id={`prefs-${group.key}`} className="border-b bg-muted/40 px-4 py-2.5 text-sm font-semibold">{t(`mail.prefs.group.${group.key}`)}</h2>
            <ul className="divide-y">
              {group.rows.map((p) => {
                const current = draft[p.type] ?? p.channel;
                return (
                  <li key={p.type} data-type={p.type} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                    <span id={`type-${p.type}`} className="text-sm font-medium">{t(`notifications.type.${p.type}`)}</span>
                    <SegmentedRadio
                      name={`channel-${p.type}`}
                      labelledBy={`type-${p.type}`}
                      className="shrink-0"
                      options={NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: t(`mail.prefs.channel.${channel}`) }))}
                      value={current}
                      onChange={(channel) => setDraft((d) => ({ ...d, [p.type]: channel }))}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
