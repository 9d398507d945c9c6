import { Injectable } from '@nestjs/common';
import type { PenaltyRow } from '@studio/domain';
import { Db } from '../../database/db';

export interface NewPenalty {
  projectId: number;
  employee: string;
  role: number;
  score: number;
  reason: string;
  /** yyyymmdd */
  date: number;
  createdBy: string;
}

@Injectable()
export class PenaltiesRepository {
  constructor(private readonly db: Db) {}

  /** A project's penalties, newest day first. */
  list(projectId: number): Promise<PenaltyRow[]> {
    return this.db.many<PenaltyRow>(
      `select id, employee, role, score, alt_score as "altScore", reason, date, project_id as project
         from penalty where project_id = $1 order by date desc, id desc`,
      [projectId],
    );
  }

  async insert(p: NewPenalty): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `insert into penalty (project_id, employee, role, score, alt_score, reason, date, created_by)
       values ($1, $2, $3, $4, 0, $5, $6, $7) returning id`,
      [p.projectId, p.employee, p.role, p.score, p.reason, p.date, p.createdBy],
    );
    return row!.id;
  }

  async projectOf(id: number): Promise<number | undefined> {
    return (await this.db.one<{ projectId: number }>(`select project_id as "projectId" from penalty where id = $1`, [id]))?.projectId;
  }

  /**
   * Takes a penalty back; answers the penalised employee (whose work score moves), if the penalty existed.
   * The ledger trigger writes its 'penalty-removed' row, by `actor`, in the same transaction
   * (docs/scoring.md, The ledger).
   */
  delete(id: number, actor: string): Promise<string | undefined> {
    return this.db.tx(async () => {
      await this.db.exec(`select set_config('app.score_actor', $1, true)`, [actor]);
      return (await this.db.one<{ employee: string }>(`delete from penalty where id = $1 returning employee`, [id]))?.employee;
    });
  }
}
