import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { WikiAccessService } from './wiki-access.service';
import { WikiController } from './wiki.controller';
import { WikiService } from './wiki.service';

@Module({
  imports: [AuthModule],
  controllers: [WikiController],
  providers: [WikiService, WikiAccessService],
})
export class WikiModule {}
