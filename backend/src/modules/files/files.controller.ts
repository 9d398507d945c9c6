import { Controller, Delete, Get, HttpCode, Post, Req, Res, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@studio/domain';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, RequirePermission } from '../../common/decorators';
import { KeyParam } from '../../common/id.pipe';
import { contentDisposition } from './content-type';
import { FilesService } from './files.service';
import { MultipartInterceptor, uploadedFiles } from './multipart.interceptor';

@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @RequirePermission('Cdn.Upload')
  @UseInterceptors(MultipartInterceptor({
    file: { any: true, maxCount: UPLOAD_MAX_FILES }, maxFileSize: UPLOAD_MAX_BYTES, tooLarge: 'file.too-large', tooMany: 'file.too-many',
  }))
  upload(@CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.files.upload(user, uploadedFiles(req));
  }

  /** Raster images inline, everything else as a download; never sniffed into something else. */
  @Get(':fileId')
  @Authenticated()
  async get(@KeyParam('fileId') fileId: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.files.open(fileId);
    // A client that leaves early frees the store's connection at once (not at its socket timeout).
    res.once('close', () => file.stream.destroy());
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    return new StreamableFile(file.stream, {
      type: file.contentType,
      length: file.size,
      disposition: contentDisposition(file.inline ? 'inline' : 'attachment', file.name),
    });
  }

  /** The uploader removes a file they put in the store (the upload screen's remove). */
  @Delete(':fileId')
  @HttpCode(204)
  @RequirePermission('Cdn.Upload')
  async remove(@CurrentUser() user: AuthUser, @KeyParam('fileId') fileId: string): Promise<void> {
    await this.files.remove(user, fileId);
  }
}
