import { Module } from '@nestjs/common';
import { BuiltInSeeder } from '../../database/seeders/built-in.seeder';
import { AuthModule } from '../auth/auth.module';

@Module({
  imports: [AuthModule],
  providers: [BuiltInSeeder],
  exports: [BuiltInSeeder],
})
export class SystemModule {}
