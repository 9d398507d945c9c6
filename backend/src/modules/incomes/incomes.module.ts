import { Module } from '@nestjs/common';
import { PermissionsModule } from '../permissions/permissions.module';
import { IncomesController, ProfileIncomesController } from './incomes.controller';
import { IncomesRepository } from './incomes.repository';
import { IncomesService } from './incomes.service';

/** Employee incomes: salary slips, quarter and business bonuses. */
@Module({
  imports: [PermissionsModule],
  controllers: [IncomesController, ProfileIncomesController],
  providers: [IncomesRepository, IncomesService],
})
export class IncomesModule {}
