import * as React from 'react';
import i18next from 'i18next';
import { ImageUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { ProjectAvatar } from '~/components/projects/project-avatar';
import { Button } from '~/components/ui/button';

// What the server takes as a project icon (API: 400 project.icon-not-image, 413 project.icon-too-large).
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

/** A checked image file, or null with a warning toast. */
function checkIcon(file: File): File | null {
  if (!IMAGE_TYPES.includes(file.type)) {
    toast.warning(i18next.t('project.icon-not-image'));
    return null;
  }
  if (file.size > MAX_BYTES) {
    toast.warning(i18next.t('project.icon-too-large'));
    return null;
  }
  return file;
}

/**
 * The project icon: a preview (the picked file, else the current icon or the initial tile) and a
 * button that opens the file chooser.
 */
export function IconPicker({
  id,
  name,
  currentIcon,
  file,
  onFileChange,
  disabled,
}: {
  id: string;
  /** The project name, for the initial tile. */
  name: string;
  currentIcon: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [preview, setPreview] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="flex items-center gap-4">
      <ProjectAvatar project={{ name: name || '?', icon: preview ?? currentIcon }} size="lg" />
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('projects.icon.choose')}
            disabled={disabled}
            onChange={(e) => {
              const picked = e.target.files?.[0];
              e.target.value = '';
              if (picked) {
                const ok = checkIcon(picked);
                if (ok) onFileChange(ok);
              }
            }}
          />
          <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
            <ImageUp aria-hidden="true" />
            {t(currentIcon || file ? 'projects.icon.change' : 'projects.icon.choose')}
          </Button>
          {file ? (
            <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => onFileChange(null)}>
              <X aria-hidden="true" />
              {t('projects.icon.undo')}
            </Button>
          ) : null}
        </div>
        <p className="truncate text-xs text-muted-foreground">{file ? file.name : t('projects.icon.hint')}</p>
      </div>
    </div>
  );
}
