import type { FieldError } from '@studio/domain';
import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './all-exceptions.filter';
import { DomainError } from './domain-error';
import { fieldError, invalidField } from './field-error';

/** Deeper than any body the API takes (a few levels); far below what would exhaust the stack downstream. */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = FieldError<'forms.error.nul' | 'forms.error.too-deep'>;

interface Frame {
  value: unknown;
  depth: number;
  parent?: Frame;
  key?: string | number;
}

const hasNul = (s: string) => s.includes('\u0000');
/** Keys are shown in the answer: never with the raw character in them. */
const shown = (key: string) => key.split('\u0000').join('\\0');

const nul = (field: string) => fieldError(field, 'forms.error.nul', 'must not contain a NUL character', {});

/** `content.list[0].text`, after `prefix` when there is one; the whole value is `name`. */
function pathOf(frame: Frame, name: string, prefix: string): string {
  const parts: string[] = [];
  for (let f: Frame | undefined = frame; f?.parent; f = f.parent) {
    parts.push(typeof f.key === 'number' ? `[${f.key}]` : `.${shown(f.key!)}`);
  }
  if (!parts.length) return prefix || name;
  const path = prefix + parts.reverse().join('');
  return path.startsWith('.') ? path.slice(1) : path;
}

/**
 * The first NUL character (PostgreSQL stores none) or nesting deeper than `maxDepth` in a parsed
 * value, keys included. Walks with its own stack: a body nested a million levels deep costs no
 * call stack here, and nothing past this check has to walk it. Fields are named like the
 * ValidationPipe names them (`firstName`, `content.list[0].text`), after `prefix` if given;
 * the whole value (too deep) is `name`.
 */
export function inputProblem(value: unknown, name: string, prefix = name, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const stack: Frame[] = [{ value, depth: 0 }];
  while (stack.length) {
    const frame = stack.pop()!;
    const v = frame.value;
    if (typeof v === 'string') {
      if (hasNul(v)) return nul(pathOf(frame, name, prefix));
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    const depth = frame.depth + 1;
    if (depth > maxDepth) return fieldError(name, 'forms.error.too-deep', `nested deeper than ${maxDepth} levels`, { max: maxDepth });
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], depth, parent: frame, key: i });
      continue;
    }
    for (const key of Object.keys(v)) {
      const child: Frame = { value: (v as Record<string, unknown>)[key], depth, parent: frame, key };
      if (hasNul(key)) return nul(pathOf(child, name, prefix));
      stack.push(child);
    }
  }
  return null;
}

/** Throws 400 common.validation naming the field when `value` holds a NUL character or nests too deep. */
export function assertCleanInput(value: unknown, name: string, prefix = name): void {
  const problem = inputProblem(value, name, prefix);
  if (problem) throw new DomainError('common.validation', 400, [problem]);
}

/**
 * JSON text from a query parameter (e.g. `filters`), held to the same rules as a JSON body:
 * JSON.parse turns a `\u0000` escape into the character the query check never saw.
 */
export function parseJsonParam(raw: string, field: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalidField(field, 'forms.error.json', 'must be JSON', {});
  }
  assertCleanInput(parsed, field);
  return parsed;
}

/**
 * On /api, after the body parsers: the decoded path, the query and the body hold no NUL character
 * and nest at most MAX_INPUT_DEPTH levels; otherwise 400 common.validation before any handler runs.
 */
export function cleanInput(req: Request, res: Response, next: NextFunction): void {
  const path = req.originalUrl.split('?', 1)[0];
  // A NUL in the decoded path can only come from %00 (the HTTP parser refuses a raw one).
  const problem = (/%00/.test(path) ? nul('path') : null)
    ?? inputProblem(req.query, 'query', '')
    ?? inputProblem(req.body, 'body', '');
  if (!problem) return next();
  res.status(400).json(errorBody(new DomainError('common.validation', 400, [problem]), req.headers['accept-language']));
}
