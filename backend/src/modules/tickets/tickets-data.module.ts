import { Module } from '@nestjs/common';
import { TicketsRepository } from './tickets.repository';

/**
 * The ticket tables' one writer, in a module of its own: breaks, which tickets imports, answers a
 * Break ticket through it without an import cycle (decision 039).
 */
@Module({
  providers: [TicketsRepository],
  exports: [TicketsRepository],
})
export class TicketsDataModule {}
