// My Ticket (spec 2 'Tickets and requests'): tabs Received and Sent, a red pulsing dot on
// Received while someone else's request waits for an answer, a card grid and a detail popup.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator, useSearchParams, type ShouldRevalidateFunction } from '@remix-run/react';
import { Inbox, Plus, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@studio/domain';

import { GeneralErrorBoundary } from '~/components/error-view';
import { useLiveRevalidate } from '~/components/live/use-live';
import { PageContainer, PageHeader } from '~/components/page-header';
import { DirectoryProvider } from '~/components/tickets/directory';
import { TicketCard } from '~/components/tickets/ticket-card';
import { TicketDetailDialog } from '~/components/tickets/ticket-detail-dialog';
import { TicketDialog } from '~/components/tickets/ticket-dialog';
import { asTickets, type Ticket } from '~/components/tickets/ticket-model';
import { Button } from '~/components/ui/button';
import { CountPill } from '~/components/ui/count-pill';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { loadData, requireUser } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { useApiQuery } from '~/lib/use-api-query';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'tickets.title');

type Box = 'received' | 'sent';

export async function loader({ context }: LoaderFunctionArgs) {
  const user = requireUser(context);
  const [received, sent, people, projects] = await Promise.all([
    loadData(context, endpoints.tickets.list, { query: { box: 'received' } }),
    loadData(context, endpoints.tickets.list, { query: { box: 'sent' } }),
    loadData(context, endpoints.employeeOptions.options),
    loadData(context, endpoints.projects.list),
  ]);
  return {
    me: user.id,
    received: asTickets(received.tickets),
    sent: asTickets(sent.tickets),
    directory: { employees: people.employees, projects: projects.projects },
  };
}

// Opening or closing a ticket (?id=) needs no reload: it is in the lists already.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const p = new URLSearchParams(url.search);
    p.delete('id');
    return p.toString();
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
};

export default function MyTicket() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const [createOpen, setCreateOpen] = React.useState(false);
  const [editing, setEditing] = React.useState<Ticket | null>(null);

  // ?id= opens a ticket (links from notifications); one that is in neither list is fetched.
  const openId = Number(params.get('id')) || null;
  const tab = params.get('tab');
  // Without ?tab=, the box that holds the opened ticket.
  const inSentOnly = openId !== null && !data.received.some((x) => x.id === openId) && data.sent.some((x) => x.id === openId);
  const box: Box = tab === 'sent' || (tab === null && inSentOnly) ? 'sent' : 'received';
  const list = box === 'sent' ? data.sent : data.received;
  const waiting = data.received.filter((x) => x.state === 'Open' && x.createdBy !== data.me).length;
  const listed = openId ? [...data.received, ...data.sent].find((x) => x.id === openId) ?? null : null;
  const fetched = useApiQuery(endpoints.tickets.get, openId && !listed ? { params: { id: openId } } : null, { toastErrors: true }).data?.ticket;
  const open: Ticket | null = listed ?? (fetched?.id === openId ? asTickets([fetched])[0] : null);

  // Requests, answers and edits by others: the lists follow without a reload.
  useLiveRevalidate({ topics: ['tickets'] });

  function update(changes: Record<string, string | null>) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { preventScrollReset: true, replace: true },
    );
  }

  return (
    <DirectoryProvider value={data.directory}>
      <PageContainer className="max-w-[90rem] space-y-6">
        <PageHeader
          title={t('tickets.title')}
          description={t('tickets.description')}
          actions={
            <Button onClick={() => setCreateOpen(true)}>
              <Plus aria-hidden="true" />
              {t('tickets.create.open')}
            </Button>
          }
        />

        {/* The list is the active tab's panel: the tab's aria-controls must name an element on the page. */}
        <Tabs value={box} onValueChange={(v) => update({ tab: v, id: null })} className="space-y-6">
          <TabsList aria-label={t('tickets.tabs')}>
            <TabsTrigger value="received" className="gap-1.5">
              <Inbox className="h-4 w-4" aria-hidden="true" />
              {t('tickets.tab.received')}
              <CountPill n={data.received.length} />
              {waiting > 0 ? (
                <span className="relative flex h-2 w-2" data-testid="received-dot" title={t('tickets.waiting', { count: waiting })}>
                  <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-red-400 opacity-75 motion-reduce:animate-none" />
                  <span className="relative inline-flex h-2 w-2 rounded-full bg-red-500" />
                  <span className="sr-only">{t('tickets.waiting', { count: waiting })}</span>
                </span>
              ) : null}
            </TabsTrigger>
            <TabsTrigger value="sent" className="gap-1.5">
              <Send className="h-4 w-4" aria-hidden="true" />
              {t('tickets.tab.sent')}
              <CountPill n={data.sent.length} />
            </TabsTrigger>
          </TabsList>

          <TabsContent value={box} className="mt-0">
            {list.length === 0 ? (
              <div className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed px-6 py-16 text-center">
                <span className="mb-1 flex h-11 w-11 items-center justify-center rounded-full bg-muted">
                  {box === 'sent' ? (
                    <Send className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
                  ) : (
                    <Inbox className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
                  )}
                </span>
                <p className="text-sm font-medium">{t(`tickets.empty.${box}`)}</p>
                <p className="max-w-sm text-sm text-muted-foreground">{t(`tickets.empty.${box}-hint`)}</p>
              </div>
            ) : (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={t(`tickets.tab.${box}`)}>
                {list.map((ticket) => (
                  <li key={ticket.id}>
                    <TicketCard
                      ticket={ticket}
                      highlight={box === 'received' && ticket.state === 'Open' && ticket.createdBy !== data.me}
                      onOpen={(x) => update({ id: String(x.id) })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        </Tabs>

        <TicketDetailDialog
          ticket={open}
          me={data.me}
          onClose={() => update({ id: null })}
          onEdit={(ticket) => {
            update({ id: null });
            setEditing(ticket);
          }}
          onChanged={() => revalidator.revalidate()}
        />
        <TicketDialog
          open={createOpen}
          onOpenChange={setCreateOpen}
          // The new request is in Sent (the navigation reloads the lists).
          onSaved={() => update({ tab: 'sent', id: null })}
        />
        <TicketDialog
          open={!!editing}
          onOpenChange={(next) => !next && setEditing(null)}
          ticket={editing}
          onSaved={() => revalidator.revalidate()}
        />
      </PageContainer>
    </DirectoryProvider>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
