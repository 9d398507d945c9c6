import type { Response } from 'express';

/** `{"key": <the JSON array>}` from JSON text or UTF-8 bytes that PostgreSQL built, written without parsing it. */
export function sendJsonList(res: Response, key: string, json: string | Buffer): void {
  res.type('application/json');
  if (typeof json === 'string') res.send(`{"${key}":${json}}`);
  else res.send(Buffer.concat([Buffer.from(`{"${key}":`), json, Buffer.from('}')]));
}
