import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { TaskQueriesRepository, type OpenTaskEntry } from './task-queries.repository';

/** An open task as kept: its JSON already encoded, so an answer is a copy of bytes, not a string to encode. */
type Entry = Omit<OpenTaskEntry, 'json'> & { json: Buffer };

interface Cached {
  signature: string;
  entries: Entry[];
  bytes: number;
}

/** The project task list: open sudden first (weighing like Planning), then status, newest created, task id. */
function listOrder(a: Entry, b: Entry): number {
  const weight = (e: Entry) => (e.openSudden ? 0 : e.status);
  return Number(b.openSudden) - Number(a.openSudden) || weight(a) - weight(b) || b.createdUs - a.createdUs || a.taskId - b.taskId;
}

/** The task dashboard: open sudden first, status, role, task id. */
function dashboardOrder(a: Entry, b: Entry): number {
  return Number(b.openSudden) - Number(a.openSudden) || a.status - b.status || a.role - b.role || a.taskId - b.taskId;
}

const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');
// json_agg's separator, so an answer is the same text with or without the cache.
const SEPARATOR = Buffer.from(', ');

function jsonArray(entries: Entry[]): Buffer {
  const parts: Buffer[] = [OPEN];
  entries.forEach((e, i) => {
    if (i) parts.push(SEPARATOR);
    parts.push(e.json);
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

/**
 * The open tasks of each project (not archived, not system) as JSON text, kept between calls.
 *
 * The project task list and the first view of the task dashboard are most of what a studio reads
 * all day, and building their JSON is most of their cost (about 20 µs a task in PostgreSQL), while
 * a project changes a few times a minute. Each call checks every project it needs against the
 * database with one cheap statement (count and newest row version of the open set), so an answer
 * is never staler than the statement; only the projects that changed are built again. Each
 * instance keeps its own copy, bounded in size (least recently used projects go first).
 */
@Injectable()
export class TaskListCache {
  private readonly projects = new Map<string, Cached>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(
    private readonly repo: TaskQueriesRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.maxBytes = config.taskCacheMb * 1024 * 1024;
  }

  /** The JSON array of the project's open tasks, UTF-8. */
  async listJson(projectId: number, showEfficiency: boolean): Promise<Buffer> {
    const entries = await this.entries([projectId], showEfficiency ? [projectId] : []);
    return jsonArray(entries.sort(listOrder));
  }

  async dashboardJson(projects: number[], efficiencyProjects: number[]): Promise<Buffer> {
    const entries = await this.entries(projects, efficiencyProjects);
    return jsonArray(entries.sort(dashboardOrder));
  }

  private async entries(projects: number[], efficiencyProjects: number[]): Promise<Entry[]> {
    if (!projects.length) return [];
    const efficient = new Set(efficiencyProjects);
    const key = (project: number) => `${project}:${efficient.has(project) ? 1 : 0}`;
    const signatures = await this.repo.openSignatures(projects);
    const out: Entry[] = [];
    const missing: number[] = [];
    for (const project of projects) {
      const cached = this.projects.get(key(project));
      if (cached && cached.signature === (signatures.get(project) ?? '0:0')) {
        this.touch(key(project), cached);
        out.push(...cached.entries);
      } else {
        missing.push(project);
      }
    }
    if (!missing.length) return out;
    const fresh = await this.repo.openEntries(missing, efficiencyProjects.filter((p) => missing.includes(p)));
    const byProject = new Map<number, Entry[]>(missing.map((p) => [p, []]));
    for (const entry of fresh) byProject.get(entry.projectId)!.push({ ...entry, json: Buffer.from(entry.json) });
    for (const [project, entries] of byProject) {
      const signature = entries.length ? `${entries.length}:${entries.reduce((sum, e) => sum + e.xmin, 0)}` : '0:0';
      this.store(key(project), { signature, entries, bytes: entries.reduce((n, e) => n + e.json.length + 160, 0) });
      out.push(...entries);
    }
    return out;
  }

  private touch(key: string, cached: Cached): void {
    this.projects.delete(key);
    this.projects.set(key, cached);
  }

  private store(key: string, cached: Cached): void {
    const old = this.projects.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.projects.delete(key);
    }
    if (cached.bytes > this.maxBytes) return;
    this.projects.set(key, cached);
    this.bytes += cached.bytes;
    for (const [oldest, entry] of this.projects) {
      if (this.bytes <= this.maxBytes) break;
      this.projects.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}
