// A page's content in read mode, by page type.
import * as React from 'react';
import { contentBlocks, WikiPageType } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { AccountTable } from '~/components/wiki/account-table';
import { BlocksView, MarkdownView } from '~/components/wiki/wiki-render';

export function PageContent({ content, type }: { content: string; type: number }) {
  const { t } = useTranslation();
  const blocks = React.useMemo(() => (type === WikiPageType.Default ? contentBlocks(content) : []), [content, type]);
  if (type === WikiPageType.ThirdPartyAccount) return <AccountTable content={content} />;
  const empty = type === WikiPageType.Default ? blocks.length === 0 : !content.trim();
  if (empty) return <p className="text-sm text-muted-foreground">{t('wiki.page.empty')}</p>;
  return type === WikiPageType.Default ? <BlocksView blocks={blocks} /> : <MarkdownView source={content} />;
}
