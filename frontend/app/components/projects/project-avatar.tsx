import * as React from 'react';
import { useTranslation } from 'react-i18next';

import { PLATFORM_STYLE, platformKey } from '~/components/projects/project-model';
import { assetUrl } from '~/lib/format';
import { cn } from '~/lib/utils';

const TILE_COLORS = ['#6366F1', '#0EA5E9', '#10B981', '#F59E0B', '#EF4444', '#8B5CF6', '#EC4899', '#14B8A6', '#F97316', '#64748B'];

function tileColor(name: string): string {
  // FNV-1a: similar names ('X Kids', 'X') still get different colours.
  let h = 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return TILE_COLORS[h % TILE_COLORS.length];
}

const SIZES = {
  xs: 'h-6 w-6 rounded-md text-[11px]',
  sm: 'h-8 w-8 rounded-lg text-xs',
  md: 'h-11 w-11 rounded-xl text-base',
  lg: 'h-16 w-16 rounded-2xl text-2xl',
} as const;

/** The project's icon, or its initial on a colour chosen from the name when it has none. */
export function ProjectAvatar({
  project,
  size = 'md',
  className,
}: {
  project: { name: string; icon: string | null };
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const src = assetUrl(project.icon);
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => setFailed(false), [src]);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        onError={() => setFailed(true)}
        className={cn('shrink-0 object-cover ring-1 ring-black/5', SIZES[size], className)}
      />
    );
  }
  const color = tileColor(project.name);
  const initial = Array.from(project.name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      className={cn('inline-flex shrink-0 select-none items-center justify-center font-semibold text-white', SIZES[size], className)}
      style={{ backgroundColor: color }}
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}

/** Android, IOS or Other as a small tag in the platform's colour. */
export function PlatformTag({ platform, className }: { platform: number | null | undefined; className?: string }) {
  const { t } = useTranslation();
  const style = PLATFORM_STYLE[platformKey(platform)];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-md border px-1.5 py-0.5 text-xs font-medium leading-4 text-foreground/80',
        className,
      )}
      // The text stays dark (the platform colours fail 4.5:1 as text on a tinted or highlighted
      // background, axe color-contrast); the dot, tint and border carry the colour.
      style={{ backgroundColor: `${style.color}12`, borderColor: `${style.color}33` }}
      data-platform={platformKey(platform)}
    >
      <span className="h-1.5 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: style.color }} aria-hidden="true" />
      {t(style.label)}
    </span>
  );
}
