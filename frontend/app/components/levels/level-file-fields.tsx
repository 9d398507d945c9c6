// The image and resource controls shared by the level, pack and config forms.
import * as React from 'react';
import i18next from 'i18next';
import { FileUp, ImageUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { LevelThumb } from '~/components/levels/level-thumb';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import type { FieldControlProps } from '~/components/field';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

function usePreview(file: File | null): string | null {
  const [url, setUrl] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

/** The preview image: the current one (or the picked file) and a button to change it. */
export function ImagePicker({ id, current, file, onFile, disabled, control }: {
  id: string;
  current: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  control?: FieldControlProps;
}) {
  const { t } = useTranslation();
  const input = React.useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  return (
    <div className="flex items-center gap-3">
      <LevelThumb src={preview ?? current} alt={t('levels.field.preview')} />
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('levels.change-image')}
            disabled={disabled}
            onChange={(e) => {
              const picked = e.target.files?.[0];
              e.target.value = '';
              if (!picked) return;
              if (!IMAGE_TYPES.includes(picked.type)) toast.warning(i18next.t('level.preview-not-image'));
              else onFile(picked);
            }}
          />
          {/* A button takes neither aria-required nor aria-invalid: the help and error stay tied to it. */}
          <Button type="button" variant="outline" size="sm" id={id} aria-describedby={control?.['aria-describedby']} disabled={disabled} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" />
            {t('levels.change-image')}
          </Button>
          {file ? (
            <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => onFile(null)}>
              <X aria-hidden="true" />
              {t('levels.undo-image')}
            </Button>
          ) : null}
        </div>
        <p className="max-w-[16rem] truncate text-xs text-muted-foreground">{file ? file.name : current ? t('levels.image-set') : t('levels.no-image')}</p>
      </div>
    </div>
  );
}

/** The resource: a link typed in, or a file to upload in its place. */
export function ResourceInput({ id, link, onLink, file, onFile, disabled, control }: {
  id: string;
  link: string;
  onLink: (link: string) => void;
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  control?: FieldControlProps;
}) {
  const { t } = useTranslation();
  const input = React.useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-1.5">
      <div className="flex gap-2">
        <Input
          {...control}
          id={id}
          value={file ? file.name : link}
          readOnly={!!file}
          placeholder="https://..."
          autoComplete="off"
          maxLength={500}
          disabled={disabled}
          onChange={(e) => onLink(e.target.value)}
        />
        <input
          ref={input}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('levels.upload-resource')}
          disabled={disabled}
          onChange={(e) => {
            const picked = e.target.files?.[0];
            e.target.value = '';
            if (picked) onFile(picked);
          }}
        />
        {file ? (
          <Button type="button" variant="outline" size="icon" aria-label={t('levels.undo-resource')} disabled={disabled} onClick={() => onFile(null)}>
            <X aria-hidden="true" />
          </Button>
        ) : (
          <Button type="button" variant="outline" size="icon" aria-label={t('levels.upload-resource')} title={t('levels.upload-resource')} disabled={disabled} onClick={() => input.current?.click()}>
            <FileUp aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
