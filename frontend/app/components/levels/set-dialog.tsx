// Create a level pack or config, or add a new version of one (id field locked, version + 1):
// id, version, name, active, image, description, resource and the builder of its members.
import * as React from 'react';
import { levelDraftError } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { Field } from '~/components/field';
import { FormDialog } from '~/components/form-dialog';
import { ImagePicker, ResourceInput } from '~/components/levels/level-file-fields';
import { routesOf, sendLevel, type MemberOption } from '~/components/levels/level-model';
import { MemberBuilder } from '~/components/levels/member-builder';
import { setId, setMembers, type SetKind, type SetRow } from '~/components/levels/set-model';
import { Input } from '~/components/ui/input';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { useFormDialog } from '~/lib/use-form-dialog';

type F = 'id' | 'name' | 'previewImage' | 'description' | 'resource' | 'members';

export function SetDialog({ projectId, set, source, nextVersion, options, open, onOpenChange, onSaved }: {
  projectId: number;
  set: SetKind;
  /** The row a new version starts from; none for a create. */
  source: SetRow | null;
  nextVersion?: number;
  options: MemberOption[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const k = set.kind;
  const [id, setIdText] = React.useState('');
  const [name, setName] = React.useState('');
  const [description, setDescription] = React.useState('');
  const [resource, setResource] = React.useState('');
  const [active, setActive] = React.useState(false);
  const [image, setImage] = React.useState<File | null>(null);
  const [resourceFile, setResourceFile] = React.useState<File | null>(null);
  const [members, setMembersState] = React.useState<number[]>([]);
  const form = useFormDialog<F>({
    open,
    onOpenChange,
    resetKey: source?.id,
    onOpen: () => {
      setIdText(source ? String(setId(set, source)) : '');
      setName(source?.name ?? '');
      setDescription(source?.description ?? '');
      setResource(source?.resource ?? '');
      setActive(false);
      setImage(null);
      setResourceFile(null);
      setMembersState(source ? setMembers(set, source) : []);
    },
    fields: { [k.idField]: 'id', name: 'name', previewImage: 'previewImage', description: 'description', resource: 'resource', [k.members!.field]: 'members' },
    fieldId: (f) => `set-form-${f}`,
  });
  const p = `levels.${set.text}`;

  async function save() {
    const idValue = id.trim() === '' ? undefined : Number(id);
    const previewImage = image ? 'file' : source?.previewImage ?? undefined;
    const code = levelDraftError(k, { id: idValue, name, previewImage, members }, source ? 'version' : 'create');
    if (code) {
      const fields = code === 'level.fill-all-fields'
        ? (['id', 'name', 'previewImage'] as const).filter((f) => (f === 'id' ? !source && idValue === undefined : f === 'name' ? !name.trim() : !previewImage))
        : (['members'] as const);
      form.refuse([...fields], t(code), 'warning');
      return;
    }
    const body: Record<string, unknown> = {
      name: name.trim(),
      description: description.trim(),
      resource: resourceFile ? undefined : resource.trim() || null,
      isActive: active,
      [k.members!.field]: members,
    };
    if (!image) body.previewImage = source?.previewImage;
    const files = { previewImage: image, resource: resourceFile };
    if (source) {
      await form.submit((o) => sendLevel(routesOf(k).createVersion, { projectId, id: source.id }, body, files, o), {
        success: t('levels.version-created'), fail: 'levels.version-fail', onSuccess: onSaved,
      });
    } else {
      body[k.idField] = idValue;
      await form.submit((o) => sendLevel(routesOf(k).create, { projectId }, body, files, o), {
        success: t(`${p}.created`), fail: `${p}.create-fail`, onSuccess: onSaved,
      });
    }
  }

  return (
    <FormDialog
      form={form}
      formId="set-form"
      onSubmit={save}
      className="max-w-4xl"
      title={t(source ? `${p}.new-version` : `${p}.create`)}
      description={t(source ? `${p}.new-version-description` : `${p}.create-description`)}
      formClassName="grid max-h-[70vh] gap-x-5 gap-y-4 overflow-y-auto px-1 sm:grid-cols-4"
      submitLabel={t('levels.add')}
    >
      <Field id="set-form-id" label={t(`${p}.id`)} error={form.error('id')} required={!source}>
        <Input
          value={id}
          inputMode="numeric"
          autoComplete="off"
          readOnly={!!source}
          className={source ? 'bg-muted/60' : undefined}
          onChange={(e) => { setIdText(e.target.value.replace(/[^\d]/g, '')); form.clear('id'); }}
          autoFocus={!source}
        />
      </Field>
      <Field id="set-form-version" label={t('levels.col.version')}>
        <Input value={String(source ? (nextVersion ?? source.version + 1) : 1)} readOnly className="bg-muted/60" />
      </Field>
      <Field id="set-form-name" label={t('levels.col.name')} error={form.error('name')} required className="sm:col-span-2">
        <Input value={name} autoComplete="off" maxLength={255} onChange={(e) => { setName(e.target.value); form.clear('name'); }} autoFocus={!!source} />
      </Field>
      <Field id="set-form-previewImage" label={t('levels.field.preview')} error={form.error('previewImage')} required className="sm:col-span-2">
        {(control) => <ImagePicker id="set-form-previewImage" control={control} current={source?.previewImage ?? null} file={image} onFile={(f) => { setImage(f); form.clear('previewImage'); }} disabled={form.busy} />}
      </Field>
      <Field id="set-form-active" label={t('levels.col.active')}>
        {(control) => (
          <div className="flex h-9 items-center">
            <Switch {...control} checked={active} onCheckedChange={setActive} disabled={form.busy} />
          </div>
        )}
      </Field>
      <div />
      <Field id="set-form-description" label={t('levels.col.description')} error={form.error('description')} className="sm:col-span-2">
        <Textarea value={description} rows={2} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <Field id="set-form-resource" label={t('levels.col.resource')} error={form.error('resource')} className="sm:col-span-2">
        {(control) => <ResourceInput id="set-form-resource" control={control} link={resource} onLink={setResource} file={resourceFile} onFile={setResourceFile} disabled={form.busy} />}
      </Field>
      <div className="sm:col-span-4">
        <MemberBuilder
          id="set-form-members"
          unit={set.unit}
          options={options}
          chosen={members}
          onChange={(m) => { setMembersState(m); form.clear('members'); }}
          disabled={form.busy}
          invalid={form.invalid('members')}
        />
      </div>
    </FormDialog>
  );
}
