import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { IdParam } from '../../common/id.pipe';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, SessionOnly } from '../../common/decorators';
import { CreateApiKeyDto } from './dto/auth.dto';
import { ProfileKeysService } from './profile-keys.service';

@ApiTags('profile')
@Authenticated()
@Controller('auth')
export class ProfileKeysController {
  constructor(private readonly keys: ProfileKeysService) {}

  @Get('api-keys')
  async list(@CurrentUser() user: AuthUser) {
    return { apiKeys: await this.keys.list(user) };
  }

  @SessionOnly()
  @Post('api-keys')
  create(@CurrentUser() user: AuthUser, @Body() body: CreateApiKeyDto) {
    return this.keys.create(user, body.name, body.expiresAt);
  }

  @SessionOnly()
  @Post('api-keys/:id/refresh')
  @HttpCode(200)
  refresh(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return this.keys.refresh(user, id);
  }

  @SessionOnly()
  @Delete('api-keys/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    await this.keys.remove(user, id);
  }

  // A new SSH key is a new credential: like API keys, only a signed-in session may mint one.
  @SessionOnly()
  @Post('ssh-key')
  @HttpCode(200)
  resetSsh(@CurrentUser() user: AuthUser) {
    return this.keys.resetSshKey(user);
  }

  @Get('ssh-key')
  sshKey(@CurrentUser() user: AuthUser) {
    return this.keys.sshKey(user);
  }
}
