// The Default view's edit mode: a column of blocks (paragraph, heading, list, quote, code,
// divider), each with its type, its text and move / delete buttons. Text is the same inline
// markdown the read mode renders; the tools act on the last text box used.
import * as React from 'react';
import { newBlockId, WIKI_BLOCK_TYPES, type WikiBlock, type WikiBlockType } from '@studio/domain';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '~/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import type { TextTargets } from '~/components/wiki/text-target';
import { cn } from '~/lib/utils';

/** The text a block edits: list items one a line. */
function blockText(block: WikiBlock): string {
  switch (block.type) {
    case 'list':
      return block.data.items.join('\n');
    case 'code':
      return block.data.code;
    case 'delimiter':
      return '';
    default:
      return block.data.text;
  }
}

/** A block of another type (or with new text), keeping what can be kept. */
export function reshape(block: WikiBlock, type: WikiBlockType, text = blockText(block), level?: number): WikiBlock {
  const id = block.id;
  switch (type) {
    case 'header':
      return { id, type, data: { text, level: level ?? (block.type === 'header' ? block.data.level : 2) } };
    case 'list':
      return { id, type, data: { style: block.type === 'list' ? block.data.style : 'unordered', items: text.split('\n') } };
    case 'code':
      return { id, type, data: { code: text } };
    case 'quote':
      return { id, type, data: { text } };
    case 'delimiter':
      return { id, type, data: {} };
    default:
      return { id, type: 'paragraph', data: { text } };
  }
}

const rowsFor = (text: string) => Math.min(24, Math.max(2, text.split('\n').length + 1));

export function BlockEditor({
  blocks,
  onChange,
  targets,
}: {
  blocks: readonly WikiBlock[];
  onChange: (blocks: WikiBlock[]) => void;
  targets: TextTargets;
}) {
  const { t } = useTranslation();
  // The latest list: a text box's setter may run after other edits.
  const latest = React.useRef(blocks);
  latest.current = blocks;

  const update = (id: string, next: (b: WikiBlock) => WikiBlock) => onChange(latest.current.map((b) => (b.id === id ? next(b) : b)));
  const move = (index: number, by: number) => {
    const list = [...latest.current];
    const [b] = list.splice(index, 1);
    list.splice(index + by, 0, b);
    onChange(list);
  };
  const add = (after: number) => {
    const list = [...latest.current];
    list.splice(after + 1, 0, { id: newBlockId(), type: 'paragraph', data: { text: '' } });
    onChange(list);
  };

  return (
    <div className="space-y-2">
      {blocks.length === 0 ? <p className="text-sm text-muted-foreground">{t('wiki.block.empty')}</p> : null}
      {blocks.map((block, index) => {
        const n = index + 1;
        const text = blockText(block);
        const set = (value: string) => update(block.id, (b) => reshape(b, b.type, value));
        return (
          <div key={block.id} className="group flex gap-2 rounded-lg border bg-card p-2 focus-within:border-ring/60">
            <div className="flex w-36 shrink-0 flex-col gap-1.5">
              <Select value={block.type} onValueChange={(type) => update(block.id, (b) => reshape(b, type as WikiBlockType))}>
                <SelectTrigger className="h-8 text-xs" aria-label={t('wiki.block.type-of', { n })}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {WIKI_BLOCK_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {t(`wiki.block.${type}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {block.type === 'header' ? (
                <Select value={String(block.data.level)} onValueChange={(l) => update(block.id, (b) => reshape(b, 'header', undefined, Number(l)))}>
                  <SelectTrigger className="h-8 text-xs" aria-label={t('wiki.block.level-of', { n })}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {[1, 2, 3, 4].map((l) => (
                      <SelectItem key={l} value={String(l)}>
                        {t('wiki.block.level', { level: l })}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              ) : null}
              {block.type === 'list' ? (
                <Select
                  value={block.data.style}
                  onValueChange={(style) => update(block.id, (b) => (b.type === 'list' ? { ...b, data: { ...b.data, style: style as 'ordered' } } : b))}
                >
                  <SelectTrigger className="h-8 text-xs" aria-label={t('wiki.block.style-of', { n })}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="unordered">{t('wiki.block.unordered')}</SelectItem>
                    <SelectItem value="ordered">{t('wiki.block.ordered')}</SelectItem>
                  </SelectContent>
                </Select>
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              {block.type === 'delimiter' ? (
                <div className="flex h-full items-center px-2" aria-label={t('wiki.block.delimiter')} role="separator">
                  <hr className="w-full border-dashed" />
                </div>
              ) : (
                <Textarea
                  value={text}
                  rows={rowsFor(text)}
                  aria-label={t('wiki.block.text-of', { n })}
                  placeholder={t(block.type === 'list' ? 'wiki.block.list-placeholder' : 'wiki.block.placeholder')}
                  className={cn('min-h-0 resize-y', block.type === 'code' && 'font-mono text-xs', block.type === 'header' && 'font-semibold')}
                  onChange={(e) => set(e.target.value)}
                  {...targets.bind(set)}
                />
              )}
            </div>
            <div className="flex shrink-0 flex-col gap-1 opacity-70 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100">
              <Button type="button" variant="ghost" size="icon-sm" aria-label={t('wiki.block.up', { n })} disabled={index === 0} onClick={() => move(index, -1)}>
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={t('wiki.block.down', { n })}
                disabled={index === blocks.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button type="button" variant="ghost" size="icon-sm" aria-label={t('wiki.block.add-after', { n })} onClick={() => add(index)}>
                <Plus aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                className="text-destructive hover:text-destructive"
                aria-label={t('wiki.block.remove', { n })}
                onClick={() => onChange(latest.current.filter((b) => b.id !== block.id))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </div>
        );
      })}
      <Button type="button" variant="outline" size="sm" onClick={() => add(blocks.length - 1)}>
        <Plus aria-hidden="true" />
        {t('wiki.block.add')}
      </Button>
    </div>
  );
}
