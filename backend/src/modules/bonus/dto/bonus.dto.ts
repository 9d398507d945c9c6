import { ApiPropertyOptional } from '@nestjs/swagger';
import { parseInternalShares, parseProjectBonusBody, type ParsedBody } from '@studio/domain';
import { Exclude, Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { fieldError, WholeBody, type Parsed } from '../../../common/field-error';

/** The share trees are read by libs/domain; a refusal names the node's path (`marketingFund.nope`). */
function refusedAt<T>(parsed: ParsedBody<T>): Parsed<T> {
  return parsed.ok ? parsed : { ok: false, errors: [fieldError(parsed.field, 'forms.error.invalid', 'common.validation', {})] };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface ProjectBonusInput {
  projectFund?: number;
  shares: Map<number, number | null>;
}

/** {projectFund, gplayFund, marketingFund: {node: {share}}, ...}: only the nodes sent change. */
@Exclude()
export class ProjectBonusDto {
  @WholeBody((body) => refusedAt(parseProjectBonusBody(body)))
  parsed!: { ok: true; value: ProjectBonusInput };
}

export interface InternalBonusInput {
  /** The nodes sent, by id. */
  shares: Record<number, number>;
  /** Present when `projectShare` was sent: each project once. */
  projectShare?: { project: number; value: number }[];
}

/** `{businessRewardDistributionInternal: {...}}`, or the inner object alone. */
export function parseInternalBody(body: unknown): Parsed<InternalBonusInput> {
  const data = isRecord(body) && isRecord(body.businessRewardDistributionInternal) ? body.businessRewardDistributionInternal : body;
  if (!isRecord(data)) return refusedAt({ ok: false, field: 'body' });
  const input: InternalBonusInput = { shares: {} };
  if (data.projectShare !== undefined) {
    if (!Array.isArray(data.projectShare)) return refusedAt({ ok: false, field: 'projectShare' });
    const seen = new Set<number>();
    input.projectShare = [];
    for (const [i, r] of (data.projectShare as unknown[]).entries()) {
      const row = isRecord(r) ? r : null;
      const project = row?.project, value = row?.projectShareValue;
      if (typeof project !== 'number' || !Number.isInteger(project) || seen.has(project)) return refusedAt({ ok: false, field: `projectShare[${i}].project` });
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return refusedAt({ ok: false, field: `projectShare[${i}].projectShareValue` });
      seen.add(project);
      input.projectShare.push({ project, value });
    }
  }
  // Over no defaults, the reader answers just the nodes sent.
  const shares = parseInternalShares(data, {});
  if (!shares.ok) return refusedAt(shares);
  input.shares = shares.value;
  return { ok: true, value: input };
}

@Exclude()
export class InternalBonusDto {
  @WholeBody(parseInternalBody) parsed!: { ok: true; value: InternalBonusInput };
}

/** A year of the distribution: absent or '' is this year; a number or its digits. */
export class BonusYearDto {
  @ApiPropertyOptional({ description: '2000-2100, default this year' })
  @Transform(({ value }) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value))
  @IsOptional() @IsInt() @Min(2000) @Max(2100)
  year?: number;
}
