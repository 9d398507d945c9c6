// Page content as React elements. Nothing of a page reaches the DOM as HTML: text is text, and
// links and images keep only the targets safeHref / safeImageSrc allow (libs/domain wiki-content).
import * as React from 'react';
import { Link } from '@remix-run/react';
import { parseInline, parseMarkdown, type InlineNode, type MdBlock, type WikiBlock } from '@studio/domain';

import { cn } from '~/lib/utils';

const linkClass = 'font-medium text-primary underline underline-offset-2 hover:text-primary/80';

/** The project whose pages a relative link ("Policy/Leave") names. */
export const WikiProjectContext = React.createContext(0);

function InlineLink({ href, children }: { href: string | undefined; children: React.ReactNode }) {
  const projectId = React.useContext(WikiProjectContext);
  // A refused target reads as plain text: no href at all, never a javascript: URL.
  if (!href) return <span className="text-foreground">{children}</span>;
  const internal = href.startsWith('/')
    ? href.startsWith('/api/') ? null : href
    : /^(https?:|mailto:|#)/i.test(href) ? null : `/wiki?path=${encodeURIComponent(href)}&projectId=${projectId}`;
  if (internal) {
    return (
      <Link to={internal} className={linkClass}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} className={linkClass} {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
      {children}
    </a>
  );
}

export function Inline({ nodes }: { nodes: readonly InlineNode[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.kind) {
          case 'text':
            return <React.Fragment key={i}>{node.text}</React.Fragment>;
          case 'br':
            return <br key={i} />;
          case 'code':
            return (
              <code key={i} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">
                {node.text}
              </code>
            );
          case 'strong':
            return (
              <strong key={i} className="font-semibold">
                <Inline nodes={node.children} />
              </strong>
            );
          case 'em':
            return (
              <em key={i}>
                <Inline nodes={node.children} />
              </em>
            );
          case 'del':
            return (
              <del key={i}>
                <Inline nodes={node.children} />
              </del>
            );
          case 'link':
            return (
              <InlineLink key={i} href={node.href}>
                <Inline nodes={node.children} />
              </InlineLink>
            );
          case 'image':
            return node.src ? (
              <img key={i} src={node.src} alt={node.alt} loading="lazy" referrerPolicy="no-referrer" className="my-2 max-h-96 max-w-full rounded-md border" />
            ) : (
              <React.Fragment key={i}>{node.alt}</React.Fragment>
            );
          default:
            return null;
        }
      })}
    </>
  );
}

export function InlineText({ text }: { text: string }) {
  return <Inline nodes={React.useMemo(() => parseInline(text), [text])} />;
}

const HEADING = {
  1: 'text-2xl font-semibold tracking-tight',
  2: 'text-xl font-semibold tracking-tight',
  3: 'text-lg font-semibold',
  4: 'text-base font-semibold',
} as const;

function Heading({ level, children }: { level: number; children: React.ReactNode }) {
  const l = Math.min(4, Math.max(1, level)) as 1 | 2 | 3 | 4;
  // Page content starts at h2: the page's own title is the screen's h1.
  const Tag = (['h2', 'h3', 'h4', 'h5'] as const)[l - 1];
  return <Tag className={cn(HEADING[l], 'mt-6 first:mt-0')}>{children}</Tag>;
}

const prose = 'space-y-3 text-sm leading-relaxed text-foreground';

function MdBlockView({ block }: { block: MdBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Heading level={block.level}>
          <Inline nodes={block.children} />
        </Heading>
      );
    case 'paragraph':
      return (
        <p>
          <Inline nodes={block.children} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={cn('space-y-1 pl-6', block.ordered ? 'list-decimal' : 'list-disc')}>
          {block.items.map((item, i) => (
            <li key={i}>
              <Inline nodes={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'quote':
      return (
        <blockquote className="border-l-4 border-primary/30 bg-muted/40 py-2 pl-4 pr-2 text-muted-foreground">
          <Inline nodes={block.children} />
        </blockquote>
      );
    case 'code':
      return <pre className="overflow-x-auto rounded-lg bg-slate-950 p-4 font-mono text-xs leading-relaxed text-slate-50">{block.text}</pre>;
    case 'rule':
      return <hr className="my-6 border-border" />;
    case 'table':
      return (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr>
                {block.head.map((cell, i) => (
                  <th key={i} className="border-b bg-muted/50 px-3 py-2 font-semibold">
                    <Inline nodes={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} className="border-b px-3 py-2">
                      <Inline nodes={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    default:
      return null;
  }
}

export function MarkdownView({ source, className }: { source: string; className?: string }) {
  const blocks = React.useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className={cn(prose, className)} data-wiki-content="">
      {blocks.map((b, i) => (
        <MdBlockView key={i} block={b} />
      ))}
    </div>
  );
}

export function BlockView({ block }: { block: WikiBlock }) {
  switch (block.type) {
    case 'header':
      return (
        <Heading level={block.data.level}>
          <InlineText text={block.data.text} />
        </Heading>
      );
    case 'list': {
      const List = block.data.style === 'ordered' ? 'ol' : 'ul';
      return (
        <List className={cn('space-y-1 pl-6', block.data.style === 'ordered' ? 'list-decimal' : 'list-disc')}>
          {block.data.items.map((item, i) => (
            <li key={i}>
              <InlineText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'quote':
      return (
        <blockquote className="border-l-4 border-primary/30 bg-muted/40 py-2 pl-4 pr-2 text-muted-foreground">
          <InlineText text={block.data.text} />
        </blockquote>
      );
    case 'code':
      return <pre className="overflow-x-auto rounded-lg bg-slate-950 p-4 font-mono text-xs leading-relaxed text-slate-50">{block.data.code}</pre>;
    case 'delimiter':
      return <hr className="my-6 border-border" />;
    default:
      return (
        <p>
          <InlineText text={block.data.text} />
        </p>
      );
  }
}

export function BlocksView({ blocks, className }: { blocks: readonly WikiBlock[]; className?: string }) {
  return (
    <div className={cn(prose, className)} data-wiki-content="">
      {blocks.map((b) => (
        <BlockView key={b.id} block={b} />
      ))}
    </div>
  );
}
