// The Old view's editor: markdown on the left, the page as it will read on the right.
import { useTranslation } from 'react-i18next';

import { Textarea } from '~/components/ui/textarea';
import type { TextTargets } from '~/components/wiki/text-target';
import { MarkdownView } from '~/components/wiki/wiki-render';

export function MarkdownEditor({ value, onChange, targets }: { value: string; onChange: (v: string) => void; targets: TextTargets }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[50vh] gap-3 lg:grid-cols-2">
      <Textarea
        value={value}
        aria-label={t('wiki.markdown.label')}
        placeholder={t('wiki.markdown.placeholder')}
        className="min-h-[50vh] resize-y font-mono text-xs leading-relaxed"
        onChange={(e) => onChange(e.target.value)}
        {...targets.bind(onChange)}
      />
      <section aria-label={t('wiki.markdown.preview')} className="overflow-auto rounded-md border bg-card p-4">
        {value.trim() ? <MarkdownView source={value} /> : <p className="text-sm text-muted-foreground">{t('wiki.page.empty')}</p>}
      </section>
    </div>
  );
}
