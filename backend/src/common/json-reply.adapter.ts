import { ExpressAdapter } from '@nestjs/platform-express';
import type { Request, Response } from 'express';

const JSON_TYPE = 'application/json; charset=utf-8';

function isPlainJson(body: unknown): body is object {
  if (typeof body !== 'object' || body === null) return false;
  if (Array.isArray(body)) return true;
  const proto = Object.getPrototypeOf(body) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Nest's Express adapter, writing a handler's plain object or array the way Express's `res.json`
 * would, without its per-call work (decision 053): Express looks the type up in mime-types, parses
 * and formats the Content-Type twice, reads four app settings and evaluates `req.fresh` for every
 * answer. The bytes and headers are the same (`Content-Type: application/json; charset=utf-8`,
 * `Content-Length`); the app sets no JSON replacer, spacing or escaping. Anything else (no body,
 * files, errors, a Content-Type the handler chose, a conditional request that Express could answer
 * 304, the statuses without a body) goes through Nest's own reply, unchanged.
 */
export class JsonReplyExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    const req = response.req as Request | undefined;
    if (!isPlainJson(body) || !req || response.getHeader('Content-Type') !== undefined
      || req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined) {
      return super.reply(response, body, statusCode);
    }
    if (statusCode) response.status(statusCode);
    const status = response.statusCode;
    if (status === 204 || status === 205 || status === 304) return super.reply(response, body, statusCode);
    const text = JSON.stringify(body);
    response.setHeader('Content-Type', JSON_TYPE);
    response.setHeader('Content-Length', String(Buffer.byteLength(text)));
    if (req.method === 'HEAD') response.end();
    else response.end(text, 'utf8');
    return response;
  }
}
