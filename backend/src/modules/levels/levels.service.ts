import { Injectable } from '@nestjs/common';
import {
  BASE_VARIANT, levelDraftError, levelEditError, levelKind, type LevelAnyRow, type LevelKind,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { DomainError, notFound } from '../../common/domain-error';
import { fieldError, invalidField } from '../../common/field-error';
import { Db } from '../../database/db';
import { INLINE_IMAGE_TYPES } from '../files/content-type';
import { fileIdOfUrl, FilesService, type StoredFileView } from '../files/files.service';
import type { UploadedFile } from '../files/multipart.interceptor';
import { withFiles, type LevelInput } from './level-input';
import { LevelsRepository, type LevelInsert, type LevelPatch } from './levels.repository';

const WEB_LINK = /^https?:\/\/[^\s]+$/i;

/**
 * Levels, level packs and level configs of a project (API.md "Level system"): one service for the
 * three kinds, driven by their descriptors. Every answer is `{<listKey>: rows}` or `{<itemKey>: row}`.
 */
@Injectable()
export class LevelsService {
  constructor(private readonly db: Db, private readonly repo: LevelsRepository, private readonly files: FilesService) {}

  async list(k: LevelKind, project: number): Promise<Record<string, LevelAnyRow[]>> {
    await this.assertProject(project);
    return { [k.listKey]: await this.repo.list(k, project) };
  }

  async get(k: LevelKind, project: number, id: number): Promise<Record<string, LevelAnyRow>> {
    const row = await this.repo.find(k, project, id);
    if (!row) throw notFound();
    return { [k.itemKey]: row };
  }

  /** 201 at version 1; a taken id field is 409 (a level with a new variant joins its highest version). */
  async create(user: AuthUser, k: LevelKind, project: number, body: LevelInput, files: UploadedFile[]) {
    const input = withFiles(body, files);
    this.checkDraft(k, input, 'create');
    await this.assertProject(project);
    const row = await this.write(async (keep) => {
      const values = await this.insertValues(user, k, project, input, input.idValue!, keep);
      const created = await this.repo.insertNew(k, values);
      if (!created) throw new DomainError('level.id-taken', 409);
      return created;
    });
    return { [k.itemKey]: row };
  }

  /** 201 with version = the id field's highest + 1; the id field is the source row's. */
  async createVersion(user: AuthUser, k: LevelKind, project: number, id: number, body: LevelInput, files: UploadedFile[]) {
    const source = await this.repo.find(k, project, id);
    if (!source) throw notFound();
    const idValue = source[k.idField] as number;
    if (body.sentIdValue !== undefined && Number(body.sentIdValue) !== idValue) {
      throw invalidField(k.idField, 'forms.error.invalid', 'is locked on a new version', {});
    }
    const input = withFiles(body, files);
    if (k.hasVariant && input.variant === undefined) input.variant = source.variant as string;
    this.checkDraft(k, input, 'version');
    const row = await this.write(async (keep) => {
      const values = await this.insertValues(user, k, project, input, idValue, keep);
      const created = await this.repo.insertVersion(k, values);
      if (!created) throw new DomainError('level.version-conflict', 409);
      return created;
    });
    return { [k.itemKey]: row };
  }

  async update(user: AuthUser, k: LevelKind, project: number, id: number, body: LevelInput, files: UploadedFile[]) {
    const input = withFiles(body, files);
    const code = levelEditError(k, { name: input.name, description: input.description, members: input.members });
    if (code) throw new DomainError(code, 400);
    // A pack or config keeps a preview image (it is required when one is made).
    if (!k.hasVariant && input.previewImage === null) throw new DomainError('level.fill-all-fields', 400);
    const row = await this.write(async (keep) => {
      if (!(await this.repo.find(k, project, id))) throw notFound();
      if (input.members) await this.assertMembers(k, project, input.members);
      const patch: LevelPatch = {
        name: input.name, description: input.description, isActive: input.isActive, additionalData: input.additionalData, members: input.members,
      };
      const preview = await this.previewLink(user, input, keep);
      if (preview !== undefined) patch.previewImage = preview;
      const resource = await this.resourceLink(user, input, keep);
      if (resource !== undefined) patch.resource = resource;
      const updated = await this.repo.update(k, project, id, patch);
      if (!updated) throw notFound();
      return updated;
    });
    return { [k.itemKey]: row };
  }

  async setActive(k: LevelKind, project: number, id: number, isActive: boolean) {
    const row = await this.repo.update(k, project, id, { isActive });
    if (!row) throw notFound();
    return { [k.itemKey]: row };
  }

  private checkDraft(k: LevelKind, input: LevelInput, mode: 'create' | 'version'): void {
    const code = levelDraftError(k, {
      id: input.idValue ?? undefined,
      name: input.name,
      description: input.description,
      previewImage: input.previewFile ? 'file' : (input.previewImage ?? undefined),
      members: input.members,
    }, mode);
    if (code) throw new DomainError(code, 400);
  }

  private async insertValues(user: AuthUser, k: LevelKind, project: number, input: LevelInput, idValue: number, keep: StoredFileView[]): Promise<LevelInsert> {
    if (input.members) await this.assertMembers(k, project, input.members);
    return {
      project,
      idValue,
      variant: k.hasVariant ? (input.variant ?? BASE_VARIANT) : undefined,
      name: input.name!,
      description: input.description ?? '',
      previewImage: (await this.previewLink(user, input, keep)) ?? null,
      resource: (await this.resourceLink(user, input, keep)) ?? null,
      isActive: input.isActive ?? false,
      additionalData: input.additionalData ?? {},
      members: input.members,
      createdBy: user.id,
    };
  }

  /** A pack's levels and a config's packs are ids of the same project (any version): else 400. */
  private async assertMembers(k: LevelKind, project: number, members: number[]): Promise<void> {
    if (!k.members) return;
    const of = levelKind(k.members.kind);
    const known = await this.repo.existingIds(of, project, members);
    const missing = members.filter((m) => !known.has(m));
    if (missing.length) {
      throw new DomainError('common.validation', 400, missing.slice(0, 20).map((m) => fieldError(k.members!.field, 'forms.error.invalid', `${of.idField} ${m} is not in this project`, {})));
    }
  }

  private async assertProject(project: number): Promise<void> {
    if (project === 0 || !(await this.repo.projectExists(project))) throw notFound();
  }

  /** The preview image: an uploaded image, or the link of a stored image or a web address. */
  private async previewLink(user: AuthUser, input: LevelInput, keep: StoredFileView[]): Promise<string | null | undefined> {
    if (input.previewFile) {
      if (!(await this.files.imageTypeOf(input.previewFile))) throw new DomainError('level.preview-not-image', 400);
      return this.store(user, input.previewFile, keep);
    }
    if (!input.previewImage) return input.previewImage;
    const fileId = fileIdOfUrl(input.previewImage);
    if (fileId) {
      const type = await this.files.contentTypeOf(fileId);
      if (!type) throw invalidField('previewImage', 'forms.error.invalid', 'no such file', {});
      if (!INLINE_IMAGE_TYPES.includes(type)) throw new DomainError('level.preview-not-image', 400);
      return input.previewImage;
    }
    if (WEB_LINK.test(input.previewImage)) return input.previewImage;
    throw invalidField('previewImage', 'forms.error.format', 'must be a /api/files/ link or a web address', {});
  }

  /** The resource: an uploaded file, or the link of a stored file or a web address. */
  private async resourceLink(user: AuthUser, input: LevelInput, keep: StoredFileView[]): Promise<string | null | undefined> {
    if (input.resourceFile) return this.store(user, input.resourceFile, keep);
    if (!input.resource) return input.resource;
    const fileId = fileIdOfUrl(input.resource);
    if (fileId) {
      if (!(await this.files.contentTypeOf(fileId))) throw invalidField('resource', 'forms.error.invalid', 'no such file', {});
      return input.resource;
    }
    if (WEB_LINK.test(input.resource)) return input.resource;
    throw invalidField('resource', 'forms.error.format', 'must be a /api/files/ link or a web address', {});
  }

  private async store(user: AuthUser, file: UploadedFile, keep: StoredFileView[]): Promise<string> {
    const stored = await this.files.record(file, user.id);
    keep.push(stored);
    return stored.url;
  }

  /** A transaction that also removes the bytes of files it stored when it fails. */
  private write<T>(work: (stored: StoredFileView[]) => Promise<T>): Promise<T> {
    return this.files.transactionWithFiles(work);
  }
}
