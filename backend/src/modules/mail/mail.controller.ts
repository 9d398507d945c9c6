import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../common/decorators';
import { MailService } from './mail.service';

/** E-mail for the operators (docs/decisions/048): the setup, and the mails that failed or wait for a retry. */
@ApiTags('mail')
@Controller('admin/mail')
export class MailController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @RequirePermission('Admin')
  overview() {
    return this.mail.overview();
  }
}
