import { Injectable } from '@nestjs/common';
import {
  BONUS_NODE_PROJECT, BONUS_NODES, bonusNode, checkDefaults, checkShares, distributeProject, employeeResult, hasPermission, initialDefaultShares,
  internalSharesWire, projectBonusWire, roleTagName, toYmd,
  type BonusDetailRow, type BonusExportError, type DefaultShares, type EmployeeBonusResult, type ProjectDistribution,
} from '@studio/domain';
import ExcelJS from 'exceljs';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { invalidField } from '../../common/field-error';
import { Db } from '../../database/db';
import { PermissionsService } from '../permissions/permissions.service';
import { BonusRepository } from './bonus.repository';
import type { BonusYearDto, InternalBonusInput, ProjectBonusInput } from './dto/bonus.dto';
import type { BonusAuditQueryDto } from './dto/bonus-query.dto';

const GET = 'BusinessReward.Config.Project.Get';
const SET = 'BusinessReward.Config.Project.Set';

function toNumberMap(shares: Record<string, number> | undefined | null): Record<number, number> {
  const out: Record<number, number> = {};
  for (const [k, v] of Object.entries(shares ?? {})) if (typeof v === 'number') out[Number(k)] = v;
  return out;
}


export interface YearDistribution {
  year: number;
  projects: (ProjectDistribution & { name: string })[];
  rows: BonusDetailRow[];
  errors: BonusExportError[];
}

/** Project bonus configs, the internal distribution, the year's distribution, export and reveal (API.md "Bonus"). */
@Injectable()
export class BonusService {
  constructor(
    private readonly db: Db,
    private readonly repo: BonusRepository,
    private readonly permissions: PermissionsService,
    private readonly clock: Clock,
  ) {}

  thisYear(): number {
    return Math.floor(toYmd(this.clock.now()) / 10000);
  }


  async defaults(): Promise<Record<number, number>> {
    const stored = await this.repo.internalShares();
    return stored ? toNumberMap(stored) : initialDefaultShares();
  }

  // ---- Project bonus config ----

  private async nodeAccess(user: AuthUser, projectId: number) {
    if (!(await this.permissions.has(user, 'Project.Get', { project: projectId })) || !(await this.repo.projectExists(projectId))) throw notFound();
    const grants = await this.permissions.grantsOf(user);
    const canGet = new Set(BONUS_NODES.filter((n) => hasPermission(grants, GET, { project: projectId, value: n.id })).map((n) => n.id));
    const canSet = new Set(BONUS_NODES.filter((n) => hasPermission(grants, SET, { project: projectId, value: n.id })).map((n) => n.id));
    return { canGet, canSet };
  }

  async getProject(user: AuthUser, projectId: number) {
    const { canGet } = await this.nodeAccess(user, projectId);
    if (canGet.size === 0) throw forbidden();
    const [config, defaults] = await Promise.all([this.repo.projectConfig(projectId), this.defaults()]);
    return projectBonusWire(projectId, config?.projectFund ?? 0, toNumberMap(config?.shares), defaults, (id) => canGet.has(id));
  }

  async putProject(user: AuthUser, projectId: number, input: ProjectBonusInput) {
    const { canGet, canSet } = await this.nodeAccess(user, projectId);
    if (canGet.size === 0) throw forbidden();
    await this.db.tx(async () => {
      if (!(await this.repo.tryLockProject(projectId))) throw new DomainError('common.conflict', 409);
      const internal = await this.repo.internalForShare();
      const defaults = internal ? toNumberMap(internal) : initialDefaultShares();
      const current = await this.repo.lockProjectConfig(projectId);
      const before = toNumberMap(current.shares);
      const merged: Record<number, number | null> = { ...before };
      for (const [id, share] of input.shares) {
        const was = before[id] ?? null;
        if (was === share) continue;
        if (!canSet.has(id)) throw forbidden();
        merged[id] = share;
      }
      const fund = input.projectFund ?? current.projectFund;
      if (fund !== current.projectFund && !canSet.has(BONUS_NODE_PROJECT)) throw forbidden();
      const checked = checkShares(merged, defaults);
      if (!checked.ok) {
        throw checked.code === 'bonus.total-share'
          ? new DomainError('bonus.total-share', 400)
          : new DomainError('bonus.children-share', 400, undefined, { path: checked.path ?? '' });
      }
      const stored: Record<number, number> = {};
      for (const [k, v] of Object.entries(checked.shares)) if (typeof v === 'number') stored[Number(k)] = v;
      await this.repo.saveProjectConfig(projectId, fund, stored, user.id);
      await this.repo.audit('project', projectId, user.id, { projectFund: current.projectFund, shares: before }, { projectFund: fund, shares: stored });
    });
    return this.getProject(user, projectId);
  }

  // ---- Internal config ----

  /**
   * What the revenue bonus screen may show and change (spec 3): a project's card with
   * BusinessReward.Config.Project.Get on that project; a node of the default tree with that node's Get or
   * Set, changed only with its Set (on the global project, where the internal defaults live).
   */
  private async internalAccess(user: AuthUser) {
    const grants = await this.permissions.grantsOf(user);
    const canSee = new Set(BONUS_NODES.filter((n) => hasPermission(grants, GET, { project: 0, value: n.id }) || hasPermission(grants, SET, { project: 0, value: n.id })).map((n) => n.id));
    const canSet = new Set(BONUS_NODES.filter((n) => hasPermission(grants, SET, { project: 0, value: n.id })).map((n) => n.id));
    const seesProject = (project: number) => hasPermission(grants, GET, { project });
    return { canSee, canSet, seesProject };
  }

  async getInternal(user: AuthUser) {
    const [access, defaults, projectShare] = await Promise.all([this.internalAccess(user), this.defaults(), this.repo.projectShares()]);
    return {
      businessRewardDistributionInternal: {
        ...internalSharesWire(defaults, (id) => access.canSee.has(id)),
        projectShare: projectShare.filter((p) => access.seesProject(p.project)),
      },
    };
  }

  async putInternal(user: AuthUser, input: InternalBonusInput) {
    const shareRows = input.projectShare ?? [];
    if (input.projectShare) {
      const known = await this.repo.existingProjects(shareRows.map((r) => r.project));
      if (shareRows.some((r) => !known.has(r.project))) throw invalidField('projectShare.project', 'forms.error.choice', 'common.validation', {});
    }
    const access = await this.internalAccess(user);
    await this.db.tx(async () => {
      const current = toNumberMap(await this.repo.lockInternal(initialDefaultShares()));
      const beforeShares = (await this.repo.projectShares()).filter((r) => shareRows.some((s) => s.project === r.project))
        .map((r) => ({ project: r.project, value: r.projectShareValue }));
      // A changed node needs its Set; a changed project share a project the caller may see. Before any other check.
      for (const [id, share] of Object.entries(input.shares)) {
        if ((current[Number(id)] ?? null) !== share && !access.canSet.has(Number(id))) throw forbidden();
      }
      for (const row of shareRows) {
        const was = beforeShares.find((b) => b.project === row.project)?.value ?? 0;
        if (was !== row.value && !access.seesProject(row.project)) throw forbidden();
      }
      const checked = checkDefaults({ ...current, ...input.shares });
      if (!checked.ok) {
        throw checked.code === 'bonus.total-share'
          ? new DomainError('bonus.total-share', 400)
          : new DomainError('bonus.children-share', 400, undefined, { path: checked.path ?? '' });
      }
      const next = checked.shares as Record<number, number>;
      await this.repo.saveInternal(next);
      await this.repo.setProjectShares(shareRows);
      await this.repo.audit('internal', null, user.id, { shares: current, projectShare: beforeShares }, { shares: next, projectShare: shareRows });
    });
    return this.getInternal(user);
  }

  // ---- Distribution ----

  async distribution(year: number): Promise<YearDistribution> {
    const [defaults, projects, members, company, scored] = await Promise.all([
      this.defaults(), this.repo.distributionProjects(), this.repo.members(year), this.repo.company(year), this.repo.scored(year),
    ]);
    const out: YearDistribution['projects'] = [];
    const errors: BonusExportError[] = [];
    const internalCheck = checkDefaults(defaults as DefaultShares);
    if (!internalCheck.ok) errors.push({ errorBusinessReward: 4, value: { share: internalCheck.path ?? 'total' } });
    for (const p of projects) {
      const d = distributeProject({
        project: p.project,
        projectFund: p.shareValue > 0 ? p.shareValue : p.projectFund,
        shares: toNumberMap(p.shares),
        defaults,
        members: members.filter((m) => m.project === p.project),
        company,
        scored: scored.filter((s) => s.project === p.project),
      });
      out.push({ ...d, name: p.name });
      errors.push(...d.errors);
    }
    // Error 2 also for projects outside the distribution: someone scored where no fund exists at all.
    const inDistribution = new Set(projects.map((p) => p.project));
    const orphan = new Map<string, { role: number; project: number; employees: Set<string> }>();
    for (const s of scored) {
      if (inDistribution.has(s.project) || s.score <= 0) continue;
      const key = `${s.project}:${s.role}`;
      const e = orphan.get(key) ?? { role: s.role, project: s.project, employees: new Set<string>() };
      e.employees.add(s.employee);
      orphan.set(key, e);
    }
    for (const e of orphan.values()) errors.push({ errorBusinessReward: 2, value: { role: e.role, project: e.project, employees: [...e.employees].sort() } });
    return { year, projects: out, rows: out.flatMap((p) => p.rows), errors };
  }

  async details(year = this.thisYear()) {
    const d = await this.distribution(year);
    const names = await this.names(d.rows.map((r) => r.employee));
    const projectNames = new Map(d.projects.map((p) => [p.project, p.name]));
    return {
      data: d.rows.map((r) => ({
        employee: r.employee, role: r.role, project: r.project, percent: r.percent, bonus: r.bonus,
        employeeName: names.get(r.employee) ?? r.employee, projectName: projectNames.get(r.project) ?? '', node: r.node,
      })),
    };
  }

  private async names(ids: string[]): Promise<Map<string, string>> {
    return new Map((await this.repo.employeeNames([...new Set(ids)])).map((e) => [e.id, e.name]));
  }

  async employeeResult(id: string, year = this.thisYear()): Promise<EmployeeBonusResult> {
    const employee = await this.repo.employee(id);
    if (!employee) throw notFound();
    const d = await this.distribution(year);
    return employeeResult(d.rows.filter((r) => r.employee === id), employee.salary);
  }

  async reveal(employeeId: string, year?: number) {
    const employee = await this.repo.employee(employeeId);
    if (!employee) throw notFound();
    const result = await this.employeeResult(employeeId, year);
    return { employee: { id: employee.id, name: employee.name, icon: employee.icon }, result };
  }

  // ---- Export ----

  async export(body: BonusYearDto) {
    const year = body.year ?? this.thisYear();
    const d = await this.distribution(year);
    const names = await this.names(d.rows.map((r) => r.employee));
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Studio Portal';
    const money = '#,##0" ₫"';
    const summary = wb.addWorksheet('Summary');
    summary.columns = [
      { header: 'Project ID', key: 'id', width: 12 },
      { header: 'Project', key: 'name', width: 32 },
      { header: 'Project fund (VND)', key: 'fund', width: 20, style: { numFmt: money } },
      { header: 'Gplay fund (VND)', key: 'gplay', width: 20, style: { numFmt: money } },
      { header: 'Distributed (VND)', key: 'distributed', width: 20, style: { numFmt: money } },
      { header: 'Undistributed (VND)', key: 'undistributed', width: 20, style: { numFmt: money } },
      { header: 'Check: fund - parts', key: 'check', width: 20, style: { numFmt: money } },
    ];
    summary.getRow(1).font = { bold: true };
    const usedNames = new Set<string>(['summary']);
    d.projects.forEach((p, i) => {
      const sheetName = this.sheetName(`${p.project} ${p.name}`, usedNames);
      const sheet = wb.addWorksheet(sheetName);
      sheet.columns = [
        { header: 'Employee ID', key: 'employee', width: 14 },
        { header: 'Employee', key: 'name', width: 28 },
        { header: 'Role', key: 'role', width: 22 },
        { header: 'Fund node', key: 'node', width: 36 },
        { header: 'Percent of project fund', key: 'percent', width: 22, style: { numFmt: '0.000%' } },
        { header: 'Bonus (VND)', key: 'bonus', width: 20, style: { numFmt: money } },
      ];
      sheet.getRow(1).font = { bold: true };
      for (const r of p.rows) {
        sheet.addRow({ employee: r.employee, name: names.get(r.employee) ?? r.employee, role: roleTagName(r.role), node: bonusNode(r.node)?.name ?? '', percent: r.percent, bonus: r.bonus });
      }
      const last = p.rows.length + 1;
      const total = sheet.addRow({ name: 'Total', bonus: { formula: last >= 2 ? `SUM(F2:F${last})` : '0', result: p.distributed } });
      total.font = { bold: true };
      const ref = `'${sheetName.replace(/'/g, "''")}'!F${last + 1}`;
      const row = i + 2;
      summary.addRow({
        id: p.project, name: p.name, fund: p.projectFund, gplay: p.gplay,
        distributed: { formula: ref, result: p.distributed }, undistributed: p.undistributed,
        check: { formula: `C${row}-D${row}-E${row}-F${row}`, result: p.projectFund - p.gplay - p.distributed - p.undistributed },
      });
    });
    const n = d.projects.length + 1;
    const sum = (col: string, result: number) => ({ formula: n >= 2 ? `SUM(${col}2:${col}${n})` : '0', result });
    const totals = summary.addRow({
      name: 'Total',
      fund: sum('C', d.projects.reduce((s, p) => s + p.projectFund, 0)),
      gplay: sum('D', d.projects.reduce((s, p) => s + p.gplay, 0)),
      distributed: sum('E', d.projects.reduce((s, p) => s + p.distributed, 0)),
      undistributed: sum('F', d.projects.reduce((s, p) => s + p.undistributed, 0)),
      check: sum('G', 0),
    });
    totals.font = { bold: true };
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    return { fileName: `bonus-${year}.xlsx`, file: buffer.toString('base64'), errorList: d.errors };
  }

  private sheetName(raw: string, used: Set<string>): string {
    const base = raw.replace(/[[\]*?/\\:]/g, ' ').trim().slice(0, 28) || 'Project';
    let name = base;
    for (let i = 2; used.has(name.toLowerCase()); i++) name = `${base.slice(0, 26)} ${i}`;
    used.add(name.toLowerCase());
    return name;
  }

  // ---- Audit ----

  async audit(query: BonusAuditQueryDto) {
    return { audit: await this.repo.auditRows({ project: query.project ?? null, limit: query.limit ?? 100 }) };
  }
}
