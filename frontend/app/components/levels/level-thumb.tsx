import { ImageOff } from 'lucide-react';

import { cn } from '~/lib/utils';

/** A preview thumbnail of a level, pack or config (the grid's icon column). */
export function LevelThumb({ src, alt, size = 'md' }: { src: string | null | undefined; alt: string; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-9 w-9' : 'h-16 w-16';
  if (!src) {
    return (
      <span className={cn('flex shrink-0 items-center justify-center rounded-md border bg-muted/40 text-muted-foreground', box)}>
        <ImageOff className="h-4 w-4" aria-hidden="true" />
      </span>
    );
  }
  return <img src={src} alt={alt} loading="lazy" className={cn('shrink-0 rounded-md border bg-muted/20 object-cover', box)} />;
}
