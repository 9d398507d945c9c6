import { Injectable } from '@nestjs/common';
import { isBackupRecent, parseGroupName, SETUP_STEPS, type SetupChecklist, type SetupStepKey } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { forbidden } from '../../common/domain-error';
import { ConnectorSecrets } from '../connectors/connector-secrets';
import { PermissionsService } from '../permissions/permissions.service';
import { SetupChecklistRepository, type SetupFacts } from './setup-checklist.repository';

/** Whether each step is done, from the data (and, for a reviewable step, its review row). */
const DONE: Record<SetupStepKey, (facts: SetupFacts, keysPresent: boolean, now: Date) => boolean> = {
  people: (f) => f.people,
  // Role defaults and project-role groups reach people by themselves: only a custom group is "given to someone".
  'permission-group': (f) => f.groupsWithMembers.some((name) => parseGroupName(name).kind === 'custom'),
  project: (f) => f.projectWithMembers,
  scoring: (f) => f.reviewed.includes('scoring'),
  // CONNECTOR_KEYS, or the key generated into DATA_DIR, as resolved once at start (docs/decisions/021).
  'connector-keys': (_f, keysPresent) => keysPresent,
  // The last finished backup succeeded within BACKUP_RECENT_DAYS (docs/decisions/037).
  backups: (f, _keys, now) => isBackupRecent(f.lastBackup, now),
};

/** The first-run checklist of the dashboard (docs/decisions/033). */
@Injectable()
export class SetupChecklistService {
  constructor(
    private readonly repo: SetupChecklistRepository,
    private readonly permissions: PermissionsService,
    private readonly secrets: ConnectorSecrets,
    private readonly clock: Clock,
  ) {}

  /** Every step for a caller who may act on one of them (links only to the screens they open); none for the others. */
  async checklist(user: AuthUser): Promise<{ checklist: SetupChecklist }> {
    // Permissions come from the per-user grant cache: a plain employee costs no query.
    const may = await this.mayAct(user);
    if (!may.some(Boolean)) return { checklist: { steps: [], dismissed: false } };
    const [facts, opens] = await Promise.all([
      this.repo.facts(user.id),
      Promise.all(SETUP_STEPS.map((s) => this.holdsAll(user, s.open))),
    ]);
    const now = this.clock.now();
    const steps = SETUP_STEPS.map((s, i) => {
      const done = DONE[s.key](facts, !!this.secrets.currentKeyId, now);
      return { key: s.key, done, href: opens[i] ? s.href : null, canMark: !!s.reviewable && !done && may[i] };
    });
    return { checklist: { steps, dismissed: facts.dismissed } };
  }

  /** Hides the checklist for the caller only; nothing to hide for a caller who may act on no step. */
  async dismiss(user: AuthUser): Promise<{ checklist: SetupChecklist }> {
    await this.requireSomeStep(user);
    await this.repo.dismiss(user.id);
    return this.checklist(user);
  }

  async reopen(user: AuthUser): Promise<{ checklist: SetupChecklist }> {
    await this.requireSomeStep(user);
    await this.repo.reopen(user.id);
    return this.checklist(user);
  }

  /** "Mark as reviewed" on the scoring step (the guard checked its act permission). */
  async markScoringReviewed(user: AuthUser): Promise<{ checklist: SetupChecklist }> {
    await this.reviewed('scoring', user.id);
    return this.checklist(user);
  }

  /** A reviewable step was reviewed by `employeeId` (also called by the scoring configuration's save). */
  reviewed(step: SetupStepKey, employeeId: string): Promise<void> {
    return this.repo.markReviewed(step, employeeId);
  }

  private mayAct(user: AuthUser): Promise<boolean[]> {
    return Promise.all(SETUP_STEPS.map((s) => this.permissions.has(user, s.act)));
  }

  private async holdsAll(user: AuthUser, names: readonly string[]): Promise<boolean> {
    return (await Promise.all(names.map((n) => this.permissions.has(user, n)))).every(Boolean);
  }

  private async requireSomeStep(user: AuthUser): Promise<void> {
    if (!(await this.mayAct(user)).some(Boolean)) throw forbidden();
  }
}
