import { Module } from '@nestjs/common';
import { BuiltInSeeder } from '../../database/seeders/built-in.seeder';
import { DemoSeeder } from '../../database/seeders/demo.seeder';
import { AuthModule } from '../auth/auth.module';

@Module({
  imports: [AuthModule],
  providers: [BuiltInSeeder, DemoSeeder],
  exports: [BuiltInSeeder, DemoSeeder],
})
export class SystemModule {}
