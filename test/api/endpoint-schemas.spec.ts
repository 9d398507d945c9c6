import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@studio/domain';
import type { Response } from 'supertest';
import { checkAnswer } from '../support/api';
import { renderResponseSchemas } from '../support/response-schemas';

// The OpenAPI response schemas are rendered from the endpoint table's types and committed, so a
// change of an answer's type shows in review; UPDATE_SCHEMAS=1 rewrites the file.
const FILE = path.resolve(__dirname, '../../backend/src/openapi/rendered-responses.json');

describe('OpenAPI response schemas', () => {
  it('the committed file matches the endpoint table (UPDATE_SCHEMAS=1 rewrites it)', () => {
    const rendered = `${JSON.stringify(renderResponseSchemas(), null, 2)}\n`;
    if (process.env.UPDATE_SCHEMAS === '1') writeFileSync(FILE, rendered);
    expect(readFileSync(FILE, 'utf8')).toBe(rendered);
  }, 120_000);
});

describe('callApi checks answers against the schemas', () => {
  const answer = (body: unknown) => ({ status: 200, headers: { 'content-type': 'application/json' }, body }) as unknown as Response;
  it('refuses an answer that does not match its entry\'s type, and lets a matching one pass', () => {
    expect(() => checkAnswer(endpoints.wiki.globalId, answer({ id: 'seven' }))).toThrow(/does not match/);
    expect(() => checkAnswer(endpoints.wiki.globalId, answer({}))).toThrow(/does not match/);
    expect(() => checkAnswer(endpoints.wiki.globalId, answer({ id: 7 }))).not.toThrow();
  });
});
