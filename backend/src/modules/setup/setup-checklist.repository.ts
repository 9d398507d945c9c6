import { Injectable } from '@nestjs/common';
import { Db } from '../../database/db';

/** What the studio's data says about the checklist's steps, read in one round trip. */
export interface SetupFacts {
  /** An active employee other than the built-in admin. */
  people: boolean;
  /** Names of the groups that list an active employee other than admin (the service keeps the custom ones). */
  groupsWithMembers: string[];
  /** A project other than the root (0) with an active member other than admin. */
  projectWithMembers: boolean;
  /** The steps someone marked reviewed (or reviewed by saving their screen). */
  reviewed: string[];
  /** The caller hid the checklist. */
  dismissed: boolean;
  /** The last finished backup (backup_run), if any. */
  lastBackup: { status: string; finishedAt: string } | null;
}

/** The setup checklist's tables (setup_step_review, setup_checklist_dismissal) and the facts it reads (backup_run included). */
@Injectable()
export class SetupChecklistRepository {
  constructor(private readonly db: Db) {}

  async facts(employeeId: string): Promise<SetupFacts> {
    const row = await this.db.one<SetupFacts>(
      `select
         exists(select 1 from employee where is_active and id <> 'admin') as people,
         array(select distinct g.name from permission_group g
                 join permission_group_employee ge on ge.group_id = g.id
                 join employee e on e.id = ge.employee_id and e.is_active and e.id <> 'admin') as "groupsWithMembers",
         exists(select 1 from project_employee pe
                  join employee e on e.id = pe.employee_id and e.is_active and e.id <> 'admin'
                 where pe.project_id <> 0) as "projectWithMembers",
         array(select step from setup_step_review) as reviewed,
         exists(select 1 from setup_checklist_dismissal where employee_id = $1) as dismissed,
         (select json_build_object('status', status, 'finishedAt', finished_at) from backup_run
           where status <> 'running' order by finished_at desc, id desc limit 1) as "lastBackup"`,
      [employeeId],
    );
    return row!;
  }

  /** The first review of a step counts (who and when); later ones change nothing, so any number at once leave one row. */
  async markReviewed(step: string, employeeId: string): Promise<void> {
    await this.db.exec(`insert into setup_step_review (step, reviewed_by) values ($1, $2) on conflict (step) do nothing`, [step, employeeId]);
  }

  async dismiss(employeeId: string): Promise<void> {
    await this.db.exec(`insert into setup_checklist_dismissal (employee_id) values ($1) on conflict (employee_id) do nothing`, [employeeId]);
  }

  async reopen(employeeId: string): Promise<void> {
    await this.db.exec(`delete from setup_checklist_dismissal where employee_id = $1`, [employeeId]);
  }
}
