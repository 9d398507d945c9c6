import { DynamicModule, Module } from '@nestjs/common';
import { Admission } from './common/admission';
import type { AppConfig } from './config';
import { DatabaseModule } from './database/database.module';
import { FilesModule } from './modules/files/files.module';
import { AuthModule } from './modules/auth/auth.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { HrModule } from './modules/hr/hr.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PermissionsModule } from './modules/permissions/permissions.module';
import { ProjectsModule } from './modules/projects/projects.module';
import { SystemModule } from './modules/system/system.module';
import { WikiModule } from './modules/wiki/wiki.module';
import { TasksModule } from './modules/tasks/tasks.module';
import { ConnectorsModule } from './modules/connectors/connectors.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { BreaksModule } from './modules/breaks/breaks.module';
import { TicketsModule } from './modules/tickets/tickets.module';
import { HealthModule } from './modules/health/health.module';
import { ReportsModule } from './modules/reports/reports.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { ScoringConfigModule } from './modules/scoring-config/scoring-config.module';
import { IncomesModule } from './modules/incomes/incomes.module';
import { BonusModule } from './modules/bonus/bonus.module';
import { HrReportsModule } from './modules/hr-reports/hr-reports.module';
import { LevelsModule } from './modules/levels/levels.module';
import { SetupModule } from './modules/setup/setup.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { BackupsModule } from './modules/backups/backups.module';
import { CalendarFeedsModule } from './modules/calendar-feeds/calendar-feeds.module';
import { MailModule } from './modules/mail/mail.module';
import { PushModule } from './modules/push/push.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forRoot(config),
        PermissionsModule, AuthModule, HrModule, CatalogueModule, ProjectsModule, NotificationsModule, SystemModule,
        FilesModule, WikiModule, TasksModule, JobsModule, BreaksModule, TicketsModule, HealthModule, ReportsModule, DashboardModule,
        ScoringConfigModule, IncomesModule, ConnectorsModule, BonusModule, HrReportsModule, LevelsModule,
        SetupModule, MetricsModule, BackupsModule, CalendarFeedsModule, MailModule, PushModule,
      ],
      // A factory provider, so Nest calls its shutdown hook (the drain).
      providers: [{ provide: Admission, useFactory: () => new Admission(config.maxInFlight) }],
    };
  }
}
