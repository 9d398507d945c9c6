// One dialog for a level: create, add a variant (id locked), a new version (id locked, version +1)
// and edit. The shared rules run first; the server answers the rest beside the fields.
import * as React from 'react';
import { BASE_VARIANT, levelDraftError, levelEditError, type LevelRow } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { Field } from '~/components/field';
import { FormDialog } from '~/components/form-dialog';
import { ImagePicker, ResourceInput } from '~/components/levels/level-file-fields';
import { dataText, LEVEL, parseDataText, routesOf, sendLevel } from '~/components/levels/level-model';
import { Input } from '~/components/ui/input';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { useFormDialog } from '~/lib/use-form-dialog';

export type LevelDialogMode = { kind: 'create' } | { kind: 'variant' | 'version' | 'edit'; source: LevelRow; nextVersion?: number };

type F = 'levelId' | 'variant' | 'name' | 'description' | 'previewImage' | 'resource' | 'additionalData';
const FIELDS: readonly F[] = ['levelId', 'variant', 'name', 'description', 'previewImage', 'resource', 'additionalData'];

export function LevelDialog({ projectId, mode, open, onOpenChange, onSaved }: {
  projectId: number;
  mode: LevelDialogMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const source = mode.kind === 'create' ? null : mode.source;
  const [levelId, setLevelId] = React.useState('');
  const [variant, setVariant] = React.useState(BASE_VARIANT);
  const [name, setName] = React.useState('');
  const [description, setDescription] = React.useState('');
  const [resource, setResource] = React.useState('');
  const [data, setData] = React.useState('');
  const [active, setActive] = React.useState(false);
  const [image, setImage] = React.useState<File | null>(null);
  const [resourceFile, setResourceFile] = React.useState<File | null>(null);

  const form = useFormDialog<F>({
    open,
    onOpenChange,
    resetKey: `${mode.kind}-${source?.id ?? ''}`,
    onOpen: () => {
      setLevelId(source ? String(source.levelId) : '');
      setVariant(mode.kind === 'variant' ? '' : (source?.variant ?? BASE_VARIANT));
      setName(source?.name ?? '');
      setDescription(source?.description ?? '');
      setResource(source?.resource ?? '');
      setData(dataText(source?.additionalData));
      setActive(mode.kind === 'edit' ? !!source?.isActive : false);
      setImage(null);
      setResourceFile(null);
    },
    fields: FIELDS,
    fieldId: (f) => `level-form-${f}`,
  });

  const idLocked = mode.kind !== 'create';
  const version = mode.kind === 'create' ? 1 : mode.kind === 'version' ? (mode.nextVersion ?? source!.version + 1) : source!.version;

  async function save() {
    const additionalData = parseDataText(data);
    if (additionalData === undefined) {
      form.refuse('additionalData', t('levels.data-invalid'), 'warning');
      return;
    }
    const parsedId = levelId.trim() === '' ? undefined : Number(levelId);
    const code = mode.kind === 'edit'
      ? levelEditError(LEVEL, { name, description })
      : levelDraftError(LEVEL, { id: parsedId, name, description }, mode.kind === 'version' ? 'version' : 'create');
    const missing = (['levelId', 'name', 'description'] as const).filter((f) => (f === 'levelId' ? !idLocked && parsedId === undefined : !{ name, description }[f].trim()));
    if (code) {
      form.refuse(missing, t(code), 'warning');
      return;
    }
    if (mode.kind === 'variant' && !variant.trim()) {
      form.refuse('variant', t('level.fill-all-fields'), 'warning');
      return;
    }
    const body: Record<string, unknown> = {
      name: name.trim(),
      description: description.trim(),
      resource: resourceFile ? undefined : resource.trim() || null,
      additionalData,
    };
    const files = { previewImage: image, resource: resourceFile };
    if (mode.kind === 'edit') {
      await form.submit((o) => sendLevel(routesOf(LEVEL).update, { projectId, id: source!.id }, body, files, o), {
        success: t('levels.level.updated'), fail: 'levels.save-fail', onSuccess: onSaved,
      });
      return;
    }
    // A new version or variant keeps the source's image unless another one is picked.
    if (!image && source?.previewImage) body.previewImage = source.previewImage;
    body.isActive = active;
    if (mode.kind === 'version') {
      body.variant = source!.variant;
      await form.submit((o) => sendLevel(routesOf(LEVEL).createVersion, { projectId, id: source!.id }, body, files, o), {
        success: t('levels.version-created'), fail: 'levels.version-fail', onSuccess: onSaved,
      });
      return;
    }
    body.levelId = idLocked ? source!.levelId : Number.isInteger(parsedId) ? parsedId : levelId.trim();
    body.variant = variant.trim() || BASE_VARIANT;
    await form.submit((o) => sendLevel(routesOf(LEVEL).create, { projectId }, body, files, o), {
      success: t(mode.kind === 'variant' ? 'levels.variant-added' : 'levels.level.added'), fail: 'levels.save-fail', onSuccess: onSaved,
    });
  }

  const titles = { create: 'levels.level.create', variant: 'levels.level.add-variant', version: 'levels.level.new-version', edit: 'levels.level.edit' } as const;
  return (
    <FormDialog
      form={form}
      formId="level-form"
      onSubmit={save}
      className="max-w-2xl"
      title={t(titles[mode.kind])}
      description={source ? t('levels.level.of', { id: source.levelId, version }) : t('levels.level.create-description')}
      formClassName="grid gap-x-5 gap-y-4 sm:grid-cols-3"
      submitLabel={t(mode.kind === 'edit' ? 'levels.save' : 'levels.add')}
    >
      <Field id="level-form-levelId" label={t('levels.col.level-id')} error={form.error('levelId')} required={!idLocked}>
        <Input
          value={levelId}
          inputMode="numeric"
          autoComplete="off"
          readOnly={idLocked}
          aria-readonly={idLocked || undefined}
          className={idLocked ? 'bg-muted/60' : undefined}
          onChange={(e) => {
            setLevelId(e.target.value.replace(/[^\d]/g, ''));
            form.clear('levelId');
          }}
          autoFocus={!idLocked}
        />
      </Field>
      <Field id="level-form-version" label={t('levels.col.version')}>
        <Input value={String(version)} readOnly aria-readonly className="bg-muted/60" />
      </Field>
      <Field id="level-form-variant" label={t('levels.col.variant')} error={form.error('variant')} required={mode.kind === 'variant'}>
        <Input
          value={variant}
          autoComplete="off"
          maxLength={64}
          readOnly={mode.kind === 'version' || mode.kind === 'edit'}
          className={mode.kind === 'version' || mode.kind === 'edit' ? 'bg-muted/60' : undefined}
          placeholder={mode.kind === 'variant' ? t('levels.variant-placeholder') : undefined}
          onChange={(e) => {
            setVariant(e.target.value);
            form.clear('variant');
          }}
          autoFocus={mode.kind === 'variant'}
        />
      </Field>
      <Field id="level-form-name" label={t('levels.col.name')} error={form.error('name')} required className="sm:col-span-3">
        <Input
          value={name}
          autoComplete="off"
          maxLength={255}
          onChange={(e) => {
            setName(e.target.value);
            form.clear('name');
          }}
          autoFocus={mode.kind === 'version' || mode.kind === 'edit'}
        />
      </Field>
      <Field id="level-form-description" label={t('levels.col.description')} error={form.error('description')} required className="sm:col-span-3">
        <Textarea
          value={description}
          rows={2}
          onChange={(e) => {
            setDescription(e.target.value);
            form.clear('description');
          }}
        />
      </Field>
      <Field id="level-form-previewImage" label={t('levels.field.preview')} error={form.error('previewImage')} className="sm:col-span-2">
        {(control) => <ImagePicker id="level-form-previewImage" control={control} current={source?.previewImage ?? null} file={image} onFile={setImage} disabled={form.busy} />}
      </Field>
      {mode.kind !== 'edit' ? (
        <Field id="level-form-active" label={t('levels.col.active')}>
          {(control) => (
          <div className="flex h-9 items-center">
            <Switch {...control} checked={active} onCheckedChange={setActive} disabled={form.busy} />
          </div>
        )}
        </Field>
      ) : <div />}
      <Field id="level-form-resource" label={t('levels.col.resource')} error={form.error('resource')} className="sm:col-span-3">
        {(control) => (
          <ResourceInput id="level-form-resource" control={control} link={resource} onLink={(v) => { setResource(v); form.clear('resource'); }} file={resourceFile} onFile={setResourceFile} disabled={form.busy} />
        )}
      </Field>
      <Field id="level-form-additionalData" label={t('levels.field.data')} hint={t('levels.field.data-hint')} error={form.error('additionalData')} className="sm:col-span-3">
        <Textarea
          value={data}
          rows={2}
          className="font-mono text-xs"
          placeholder='{"moves": 20}'
          onChange={(e) => {
            setData(e.target.value);
            form.clear('additionalData');
          }}
        />
      </Field>
    </FormDialog>
  );
}
