import * as React from 'react';
import { FileUp } from 'lucide-react';

import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';

/**
 * A dashed area that takes dropped files, with a hint and a button that opens the file chooser
 * (the input itself is out of the tab order: the button is the one stop). Uploads and imports.
 */
export function DropZone({
  hint,
  chooseLabel,
  disabled,
  multiple,
  accept,
  onFiles,
  className,
  children,
}: {
  hint: React.ReactNode;
  chooseLabel: string;
  disabled?: boolean;
  multiple?: boolean;
  /** The input's accept list, e.g. '.xlsx,.csv'. */
  accept?: string;
  onFiles: (files: File[]) => void;
  className?: string;
  /** Shown under the button (limits). */
  children?: React.ReactNode;
}) {
  const input = React.useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = React.useState(false);
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors',
        dragging ? 'border-primary bg-primary/5' : 'border-muted-foreground/25',
        className,
      )}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        if (!disabled) onFiles([...e.dataTransfer.files]);
      }}
    >
      <FileUp className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">{hint}</p>
      <input
        ref={input}
        type="file"
        multiple={multiple}
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={chooseLabel}
        disabled={disabled}
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <Button variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
        {chooseLabel}
      </Button>
      {children}
    </div>
  );
}
