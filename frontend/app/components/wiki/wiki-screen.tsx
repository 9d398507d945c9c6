// The wiki screen (spec 3, Wiki screens): the page tree beside one page, read mode until Edit,
// Save with the content hash the edit started from (a conflict offers keep-mine or reload),
// Get link, History, Config, and the create-page link tool.
import * as React from 'react';
import { Link, useNavigate, useRevalidator } from '@remix-run/react';
import { contentBlocks, serializeBlockDoc, wikiBreadcrumb, WikiPageType, type WikiBlock } from '@studio/domain';
import { BookOpen, ChevronRight, FilePlus2, History, Link2, Pencil, Save, Settings2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '~/components/ui/button';
import { BlockEditor } from '~/components/wiki/block-editor';
import { ConfigDialog } from '~/components/wiki/config-dialog';
import { ConflictDialog } from '~/components/wiki/conflict-dialog';
import { CreatePageDialog } from '~/components/wiki/create-page-dialog';
import { EditToolbar } from '~/components/wiki/edit-toolbar';
import { HistoryDialog } from '~/components/wiki/history-dialog';
import { MarkdownEditor } from '~/components/wiki/markdown-editor';
import { PageContent } from '~/components/wiki/page-content';
import { useTextTargets, type TextSelection } from '~/components/wiki/text-target';
import { savePage, wikiHref, type StaleBody, type WikiPage, type WikiTreeNode } from '~/components/wiki/wiki-model';
import { WikiProjectContext } from '~/components/wiki/wiki-render';
import { WikiTree } from '~/components/wiki/wiki-tree';
import { failToast } from '~/lib/api.client';
import { copyText } from '~/lib/clipboard';

export type WikiScreenData = {
  page: WikiPage | null;
  tree: WikiTreeNode[];
  projectId: number;
  projectName: string | null;
  canCreate: boolean;
  canConfigure: boolean;
};

type Draft = { markdown: string; blocks: WikiBlock[] };

const draftOf = (page: WikiPage): Draft => ({
  markdown: page.content,
  blocks: page.type === WikiPageType.Default ? contentBlocks(page.content) : [],
});

export function WikiScreen({ page, tree, projectId, projectName, canCreate, canConfigure }: WikiScreenData) {
  const { t } = useTranslation();
  const [newOpen, setNewOpen] = React.useState(false);
  const navigate = useNavigate();
  const title = projectId ? (projectName ?? t('wiki.project-wiki')) : t('wiki.global');

  return (
    <WikiProjectContext.Provider value={projectId}>
      <div className="flex min-h-full flex-col md:flex-row">
        <aside className="shrink-0 border-b bg-muted/20 p-4 md:w-64 md:border-b-0 md:border-r">
          <div className="mb-3 flex items-center justify-between gap-2 px-2">
            <p className="flex min-w-0 items-center gap-2 text-sm font-semibold">
              <BookOpen className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="truncate">{title}</span>
            </p>
            {canCreate ? (
              <Button variant="ghost" size="icon-sm" aria-label={t('wiki.create.title')} title={t('wiki.create.title')} onClick={() => setNewOpen(true)}>
                <FilePlus2 aria-hidden="true" />
              </Button>
            ) : null}
          </div>
          <WikiTree pages={tree} projectId={projectId} currentId={page?.id ?? null} />
        </aside>
        <div className="min-w-0 flex-1 px-6 py-6 lg:px-10">
          {page ? (
            <PageView key={page.id} page={page} projectId={projectId} canConfigure={canConfigure} />
          ) : (
            <div className="mx-auto mt-16 max-w-md rounded-xl border border-dashed px-6 py-12 text-center">
              <BookOpen className="mx-auto h-8 w-8 text-muted-foreground" aria-hidden="true" />
              <h1 className="mt-4 text-base font-semibold">{t('wiki.no-page.title')}</h1>
              <p className="mt-1 text-sm text-muted-foreground">{t(canCreate ? 'wiki.no-page.create' : 'wiki.no-page.hint')}</p>
              {canCreate ? (
                <Button className="mt-4" onClick={() => setNewOpen(true)}>
                  <FilePlus2 aria-hidden="true" />
                  {t('wiki.create.title')}
                </Button>
              ) : null}
            </div>
          )}
        </div>
      </div>
      <CreatePageDialog
        open={newOpen}
        onOpenChange={setNewOpen}
        project={projectId}
        parent={null}
        linkText={null}
        onCreated={({ id }) => navigate(wikiHref(id, projectId))}
      />
    </WikiProjectContext.Provider>
  );
}

function PageView({ page, projectId, canConfigure }: { page: WikiPage; projectId: number; canConfigure: boolean }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const targets = useTextTargets();
  const [editing, setEditing] = React.useState(false);
  const [draft, setDraft] = React.useState<Draft>(() => draftOf(page));
  // The version the edit started from: its hash goes with the save.
  const [baseHash, setBaseHash] = React.useState(page.contentHash);
  const [saving, setSaving] = React.useState(false);
  const [conflict, setConflict] = React.useState<WikiPage | null>(null);
  const [configOpen, setConfigOpen] = React.useState(false);
  const [historyOpen, setHistoryOpen] = React.useState(false);
  const [linkFrom, setLinkFrom] = React.useState<TextSelection | null>(null);

  // A newer page from the server (after a save, a reload) replaces what read mode shows.
  React.useEffect(() => {
    if (editing) return;
    setDraft(draftOf(page));
    setBaseHash(page.contentHash);
  }, [page, editing]);

  const crumbs = wikiBreadcrumb(page.path);
  const heading = crumbs.at(-1)?.label ?? page.path;
  const accounts = page.type === WikiPageType.ThirdPartyAccount;
  const text = () => (page.type === WikiPageType.Default ? serializeBlockDoc(draft.blocks) : draft.markdown);

  function startEdit() {
    setDraft(draftOf(page));
    setBaseHash(page.contentHash);
    setEditing(true);
  }

  function cancel() {
    setDraft(draftOf(page));
    setEditing(false);
  }

  /** Saves `content` over the version `hash`; a 409 opens the conflict with the page as it is now. */
  async function store(content: string, hash: string): Promise<boolean> {
    const res = await savePage(page, content, hash, undefined, { silent: true });
    if (res.ok) {
      toast.success(t('wiki.save-success'));
      setConflict(null);
      setEditing(false);
      revalidator.revalidate();
      return true;
    }
    const theirs = (res.data as StaleBody | null)?.details?.page;
    if (res.status === 409 && theirs) setConflict(theirs);
    else if (res.status !== 401) failToast('wiki.save-fail', res.data);
    return false;
  }

  async function save() {
    if (saving) return;
    setSaving(true);
    try {
      await store(text(), baseHash);
    } finally {
      setSaving(false);
    }
  }

  function onCreateLink() {
    const sel = targets.selection();
    if (!sel || !sel.text.trim()) return toast.warning(t('wiki.select-text'));
    setLinkFrom(sel);
  }

  async function getLink() {
    const ok = await copyText(`${window.location.origin}${wikiHref(page.id, page.project)}`);
    if (ok) toast.success(t('wiki.link-copied'));
    else toast.error(t('wiki.link-copy-fail'));
  }

  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-4">
      {crumbs.length > 1 ? (
        <nav aria-label={t('wiki.breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            {crumbs.map((c, i) => (
              <li key={c.path} className="flex items-center gap-1">
                {i > 0 ? <ChevronRight className="h-3.5 w-3.5" aria-hidden="true" /> : null}
                {i === crumbs.length - 1 ? (
                  <span aria-current="page" className="font-medium text-foreground">
                    {c.label}
                  </span>
                ) : (
                  <Link to={`/wiki?path=${encodeURIComponent(c.path)}&projectId=${projectId}`} className="hover:text-foreground hover:underline">
                    {c.label}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 truncate text-2xl font-semibold tracking-tight">{heading}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {editing ? (
            <>
              <Button variant="outline" onClick={cancel} disabled={saving}>
                <X aria-hidden="true" />
                {t('common.cancel')}
              </Button>
              <Button onClick={save} loading={saving}>
                <Save aria-hidden="true" />
                {t('wiki.save')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={getLink}>
                <Link2 aria-hidden="true" />
                {t('wiki.get-link')}
              </Button>
              <Button variant="outline" onClick={() => setHistoryOpen(true)}>
                <History aria-hidden="true" />
                {t('wiki.history')}
              </Button>
              {page.isEditable ? (
                <Button variant="outline" onClick={() => setConfigOpen(true)}>
                  <Settings2 aria-hidden="true" />
                  {t('wiki.config')}
                </Button>
              ) : null}
              {accounts ? null : (
                <Button onClick={startEdit} disabled={!page.isEditable} title={page.isEditable ? undefined : t('wiki.no-edit')}>
                  <Pencil aria-hidden="true" />
                  {t('wiki.edit')}
                </Button>
              )}
            </>
          )}
        </div>
      </header>

      {accounts ? <p className="text-sm text-muted-foreground">{t('wiki.accounts.hint')}</p> : null}
      {editing ? <EditToolbar targets={targets} onCreateLink={onCreateLink} /> : null}

      <section aria-label={t('wiki.content')} className="h-[70vh] overflow-y-auto rounded-xl border bg-card p-6 shadow-sm">
        {!editing ? (
          <PageContent content={page.content} type={page.type} />
        ) : page.type === WikiPageType.Default ? (
          <BlockEditor blocks={draft.blocks} onChange={(blocks) => setDraft((d) => ({ ...d, blocks }))} targets={targets} />
        ) : (
          <MarkdownEditor value={draft.markdown} onChange={(markdown) => setDraft((d) => ({ ...d, markdown }))} targets={targets} />
        )}
      </section>

      <ConflictDialog
        theirs={conflict}
        mine={editing ? text() : ''}
        type={page.type}
        onOpenChange={(open) => !open && setConflict(null)}
        onKeepMine={(theirs) => store(text(), theirs.contentHash)}
        onReload={() => {
          setConflict(null);
          setEditing(false);
          revalidator.revalidate();
        }}
      />
      <HistoryDialog page={page} open={historyOpen} onOpenChange={setHistoryOpen} />
      {page.isEditable ? (
        <ConfigDialog page={page} open={configOpen} onOpenChange={setConfigOpen} canConfigure={canConfigure} onSaved={() => revalidator.revalidate()} />
      ) : null}
      <CreatePageDialog
        open={linkFrom !== null}
        onOpenChange={(open) => !open && setLinkFrom(null)}
        project={page.project}
        parent={{ path: page.path, contentHash: baseHash }}
        linkText={linkFrom?.text ?? null}
        onCreated={({ id }) => {
          if (linkFrom) targets.replace(linkFrom, `[${linkFrom.text.replace(/[[\]]/g, '')}](${wikiHref(id, page.project)})`);
          revalidator.revalidate();
        }}
      />
    </article>
  );
}
