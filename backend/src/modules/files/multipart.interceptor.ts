import { CallHandler, ExecutionContext, Inject, Injectable, mixin, NestInterceptor, type Type } from '@nestjs/common';
import type { ErrorCode } from '@studio/domain';
import type { NextFunction, Request, Response } from 'express';
import { promises as fs } from 'fs';
import * as path from 'path';
import { finalize, type Observable } from 'rxjs';
import { DomainError } from '../../common/domain-error';
import { invalidField } from '../../common/field-error';
import { assertCleanInput } from '../../common/request-input';
import { APP_CONFIG, type AppConfig } from '../../config';

/** The part of multer's API used here (the package ships no types). */
interface MulterFile { fieldname: string; originalname: string; mimetype: string; size: number; path: string }
type Middleware = (req: Request, res: Response, next: NextFunction) => void;
interface Multer { single(field: string): Middleware; any(): Middleware }
interface MulterFactory {
  (options: Record<string, unknown>): Multer;
  diskStorage(options: { destination: (req: Request, file: unknown, done: (error: Error | null, dir: string) => void) => void }): unknown;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const multer: MulterFactory = require('multer');

export type UploadedFile = MulterFile;

export interface MultipartOptions {
  /** One named file field (e.g. `icon`), or files under any field name. */
  file: { field: string } | { any: true; maxCount: number };
  maxFileSize: number;
  /** Error codes for a file over maxFileSize, and for too many files. */
  tooLarge: ErrorCode;
  tooMany?: ErrorCode;
  /** Turns form text into the DTO's types before validation; runs for JSON bodies too. */
  coerce?: (body: Record<string, unknown>) => Record<string, unknown>;
}

/** Where multer writes incoming files; FileStorage moves them to their final place. */
export function incomingDir(config: AppConfig): string {
  return path.join(config.dataDir, 'uploads', '.incoming');
}

/** The files of a request after MultipartInterceptor ran. */
export function uploadedFiles(req: Request): UploadedFile[] {
  const r = req as Request & { file?: MulterFile; files?: MulterFile[] };
  return r.files ?? (r.file ? [r.file] : []);
}

function uploadError(error: unknown, options: MultipartOptions): unknown {
  // The server's own disk (no folder, no space, no file handle) is no fault of the request: not a 400.
  if ((error as { syscall?: string }).syscall) return error;
  const code = (error as { code?: string }).code;
  if (code === 'LIMIT_FILE_SIZE') return new DomainError(options.tooLarge);
  if (code === 'LIMIT_FILE_COUNT') return new DomainError(options.tooMany ?? 'common.validation', 400);
  const field = (error as { field?: string }).field;
  const message = code === 'LIMIT_UNEXPECTED_FILE' ? `unexpected file field ${field ?? ''}`.trim() : 'malformed multipart body';
  return invalidField(field ?? 'body', code === 'LIMIT_UNEXPECTED_FILE' ? 'forms.error.unknown-field' : 'forms.error.format', message, {});
}

/**
 * Parses multipart/form-data (files to a temporary folder, limits enforced while streaming), then
 * coerces the body. Runs after the guard, so an unauthorised upload is refused before it is read.
 * Temporary files are deleted when the handler ends; the handler moves the ones it keeps.
 */
export function MultipartInterceptor(options: MultipartOptions): Type<NestInterceptor> {
  @Injectable()
  class Interceptor implements NestInterceptor {
    private readonly upload: Middleware;

    constructor(@Inject(APP_CONFIG) config: AppConfig) {
      const incoming = incomingDir(config);
      const parser = multer({
        // Made again for each file if need be (multer makes a fixed folder once, at start): a folder
        // removed while the app runs (a cleanup of DATA_DIR) would fail every upload until a restart.
        storage: multer.diskStorage({
          destination: (_req, _file, done) => void fs.mkdir(incoming, { recursive: true }).then(() => done(null, incoming), (error: Error) => done(error, incoming)),
        }),
        limits: {
          fileSize: options.maxFileSize,
          files: 'any' in options.file ? options.file.maxCount : 1,
          fields: 500, fieldSize: 1024 * 1024, fieldNestingDepth: 3, fieldArrayIndexLimit: 1000,
        },
        defParamCharset: 'utf8',
      });
      this.upload = 'any' in options.file ? parser.any() : parser.single(options.file.field);
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = context.switchToHttp().getRequest<Request>();
      const res = context.switchToHttp().getResponse<Response>();
      await new Promise<void>((resolve, reject) =>
        this.upload(req, res, (error?: unknown) => (error ? reject(uploadError(error, options)) : resolve())));
      const temporary = uploadedFiles(req).map((f) => f.path);
      const cleanUp = () => {
        for (const file of temporary) void fs.rm(file, { force: true }).catch(() => undefined);
      };
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? { ...req.body } : {};
      req.body = options.coerce ? options.coerce(body) : body;
      try {
        // Form fields (and JSON text coerced out of them) obey the rules cleanInput applies to JSON bodies.
        assertCleanInput(req.body, 'body', '');
      } catch (error) {
        cleanUp();
        throw error;
      }
      return next.handle().pipe(finalize(cleanUp));
    }
  }
  return mixin(Interceptor);
}
