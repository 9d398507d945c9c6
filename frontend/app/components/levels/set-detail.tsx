// The detail of one level pack or config version: version selector, image, name, description,
// resource link with copy, active switch, its members in order (the builder) and Save.
import * as React from 'react';
import { useRevalidator } from '@remix-run/react';
import { levelEditError } from '@studio/domain';
import { Copy, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Field } from '~/components/field';
import { ImagePicker, ResourceInput } from '~/components/levels/level-file-fields';
import { routesOf, sendLevel, type MemberOption } from '~/components/levels/level-model';
import { MemberBuilder } from '~/components/levels/member-builder';
import { NativeSelect } from '~/components/levels/native-select';
import { setId, setMembers, type SetKind, type SetRow } from '~/components/levels/set-model';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { failToast } from '~/lib/api.client';
import { copyText } from '~/lib/clipboard';

export function SetDetail({ projectId, set, row, versions, onVersion, options, canEdit, onActive }: {
  projectId: number;
  set: SetKind;
  row: SetRow;
  versions: SetRow[];
  onVersion: (row: SetRow) => void;
  options: MemberOption[];
  canEdit: boolean;
  onActive: (row: SetRow, active: boolean) => void;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const k = set.kind;
  const p = `levels.${set.text}`;
  const [name, setName] = React.useState(row.name);
  const [description, setDescription] = React.useState(row.description);
  const [resource, setResource] = React.useState(row.resource ?? '');
  const [members, setMembersState] = React.useState(setMembers(set, row));
  const [image, setImage] = React.useState<File | null>(null);
  const [resourceFile, setResourceFile] = React.useState<File | null>(null);
  const [saving, setSaving] = React.useState(false);
  const [nameMissing, setNameMissing] = React.useState(false);

  async function save() {
    const code = levelEditError(k, { name, members });
    if (code) {
      setNameMissing(code === 'level.name-required');
      toast.warning(t(code));
      return;
    }
    setSaving(true);
    const body = { name: name.trim(), description: description.trim(), resource: resourceFile ? undefined : resource.trim() || null, [k.members!.field]: members };
    const res = await sendLevel(routesOf(k).update, { projectId, id: row.id }, body, { previewImage: image, resource: resourceFile }, { silent: true });
    setSaving(false);
    if (!res.ok) {
      if (res.status !== 401) failToast('levels.save-fail', res.data);
      return;
    }
    toast.success(t(`${p}.updated`));
    setImage(null);
    setResourceFile(null);
    revalidator.revalidate();
  }

  const disabled = !canEdit || saving;
  return (
    <section aria-labelledby="set-detail-title" className="space-y-4 rounded-xl border bg-card p-5 shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="set-detail-title" className="text-base font-semibold">
          {t(`${p}.detail`, { id: setId(set, row) })}
        </h2>
        <div className="flex items-center gap-3">
          <NativeSelect aria-label={t('levels.version-of', { id: setId(set, row) })} value={row.id} onChange={(e) => onVersion(versions.find((v) => v.id === Number(e.target.value))!)}>
            {versions.map((v) => <option key={v.id} value={v.id}>v{v.version}</option>)}
          </NativeSelect>
          <div className="flex items-center gap-2 text-sm">
            <Switch checked={row.isActive} disabled={!canEdit} aria-label={t('levels.active-of', { name: `${setId(set, row)} v${row.version}` })} onCheckedChange={(v) => onActive(row, v)} />
            <span className="text-muted-foreground">{t('levels.col.active')}</span>
          </div>
          {canEdit ? (
            <Button onClick={() => void save()} loading={saving} disabled={saving}>
              {saving ? null : <Save aria-hidden="true" />}
              {t('levels.save')}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="grid gap-x-5 gap-y-4 md:grid-cols-3">
        <Field id="set-detail-image" label={t('levels.field.preview')}>
          {(control) => <ImagePicker id="set-detail-image" control={control} current={row.previewImage} file={image} onFile={setImage} disabled={disabled} />}
        </Field>
        <Field id="set-detail-name" label={t('levels.col.name')} error={nameMissing} required>
          <Input value={name} maxLength={255} disabled={disabled} onChange={(e) => { setName(e.target.value); setNameMissing(false); }} />
        </Field>
        <Field id="set-detail-resource" label={t('levels.col.resource')}>
          {(control) => (
            <div className="flex gap-2">
              <div className="min-w-0 flex-1">
                <ResourceInput id="set-detail-resource" control={control} link={resource} onLink={setResource} file={resourceFile} onFile={setResourceFile} disabled={disabled} />
              </div>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={t('levels.copy-resource')}
                title={t('levels.copy-resource')}
                disabled={!row.resource}
                onClick={async () => {
                  const link = row.resource ? new URL(row.resource, window.location.origin).toString() : '';
                  if (await copyText(link)) toast.success(t('levels.copied'));
                  else toast.error(t('levels.copy-fail'));
                }}
              >
                <Copy aria-hidden="true" />
              </Button>
            </div>
          )}
        </Field>
        <Field id="set-detail-description" label={t('levels.col.description')} className="md:col-span-3">
          <Textarea value={description} rows={2} disabled={disabled} onChange={(e) => setDescription(e.target.value)} />
        </Field>
      </div>
      <MemberBuilder id="set-detail-members" unit={set.unit} options={options} chosen={members} onChange={setMembersState} disabled={disabled} />
    </section>
  );
}
