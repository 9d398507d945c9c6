// The page tree of a project's wiki (or the global one), by path.
import { Link } from '@remix-run/react';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { nodeLabel, wikiHref, type WikiTreeNode } from '~/components/wiki/wiki-model';
import { cn } from '~/lib/utils';

function Nodes({ nodes, parentPath, projectId, currentId }: { nodes: readonly WikiTreeNode[]; parentPath: string | null; projectId: number; currentId: number | null }) {
  return (
    <ul className={cn('space-y-0.5', parentPath && 'ml-3 border-l pl-2')}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={wikiHref(node.id, projectId)}
            aria-current={node.id === currentId ? 'page' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm transition-colors hover:bg-accent',
              node.id === currentId ? 'bg-accent font-medium text-foreground' : 'text-muted-foreground',
            )}
          >
            <FileText className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <span className="min-w-0 truncate">{nodeLabel(node.path, parentPath)}</span>
          </Link>
          {node.children.length ? <Nodes nodes={node.children} parentPath={node.path} projectId={projectId} currentId={currentId} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function WikiTree({ pages, projectId, currentId }: { pages: readonly WikiTreeNode[]; projectId: number; currentId: number | null }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wiki.tree.label')}>
      {pages.length ? (
        <Nodes nodes={pages} parentPath={null} projectId={projectId} currentId={currentId} />
      ) : (
        <p className="px-2 text-sm text-muted-foreground">{t('wiki.tree.empty')}</p>
      )}
    </nav>
  );
}
