// The tools above an editor: bold, italic, inline code, and the create-page link tool.
import { Bold, Code, FilePlus2, Italic } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '~/components/ui/button';
import type { TextTargets } from '~/components/wiki/text-target';

export function EditToolbar({ targets, onCreateLink }: { targets: TextTargets; onCreateLink: () => void }) {
  const { t } = useTranslation();
  // mousedown would move the focus off the text box and lose its selection.
  const keep = (e: React.MouseEvent) => e.preventDefault();
  const tools = [
    { label: t('wiki.tool.bold'), icon: Bold, run: () => targets.wrap('**') },
    { label: t('wiki.tool.italic'), icon: Italic, run: () => targets.wrap('*') },
    { label: t('wiki.tool.code'), icon: Code, run: () => targets.wrap('`') },
  ];
  return (
    <div role="toolbar" aria-label={t('wiki.tool.label')} className="flex flex-wrap items-center gap-1 rounded-lg border bg-muted/40 p-1">
      {tools.map(({ label, icon: Icon, run }) => (
        <Button key={label} type="button" variant="ghost" size="icon-sm" aria-label={label} title={label} onMouseDown={keep} onClick={run}>
          <Icon aria-hidden="true" />
        </Button>
      ))}
      <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
      <Button type="button" variant="ghost" size="sm" className="h-8" onMouseDown={keep} onClick={onCreateLink}>
        <FilePlus2 aria-hidden="true" />
        {t('wiki.tool.create-page')}
      </Button>
    </div>
  );
}
