import { Writable } from 'node:stream';
import { createJsonLoggers, requestLineWriter, type RequestLine } from './request-log';

/** The lines written on a destination, as text. */
function capture(): { stream: Writable & { write(text: string): boolean }; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
  (stream as unknown as { write: (text: string) => boolean }).write = (text: string) => { lines.push(text); return true; };
  return { stream: stream as Writable & { write(text: string): boolean }, lines };
}

describe('requestLineWriter (the request line without pino\'s generic serializer)', () => {
  const samples: RequestLine[] = [
    { reqId: '0b0e2c7e-1f4b-4a53-9d1b-3c1e5a4d2f10', method: 'GET', route: '/api/auth/me', status: 200, ms: 1.3, user: 'admin' },
    { reqId: 'proxy-42.abc:7', method: 'POST', route: '/api/(unmatched)', status: 401, ms: 0, user: null },
    { reqId: 'r1', method: 'PATCH', route: '/api/tasks/:taskId', status: 500, ms: 12345.6, user: 'nguyễn "q" \\ x' },
    { reqId: 'r2', method: 'GET', route: '(web)', status: 200, ms: 20.1, user: null, aborted: true },
    { reqId: 'r3', method: 'GET', route: '/api/x', status: 503, ms: 0.1, user: 'a', aborted: undefined },
  ];

  it('writes the same text as logger.info/error(line, "request")', () => {
    const viaPino = capture();
    const direct = capture();
    const pinoLog = createJsonLoggers('info', viaPino.stream).requests;
    const write = requestLineWriter(createJsonLoggers('info', direct.stream).requests);
    const realNow = Date.now;
    // The same millisecond for both, so the time fields match.
    Date.now = () => 1_790_000_000_123;
    try {
      for (const line of samples) {
        const fields = { ...line } as Record<string, unknown>;
        if (fields.aborted === undefined) delete fields.aborted;
        if (line.status >= 500) pinoLog.error(fields, 'request');
        else pinoLog.info(fields, 'request');
        write(line);
      }
    } finally {
      Date.now = realNow;
    }
    expect(direct.lines).toEqual(viaPino.lines);
    expect(direct.lines).toHaveLength(samples.length);
    for (const text of direct.lines) expect(() => JSON.parse(text)).not.toThrow();
  });

  it('writes nothing below its logger\'s level', () => {
    const out = capture();
    const write = requestLineWriter(createJsonLoggers('fatal', out.stream).requests);
    write(samples[0]);
    write(samples[2]);
    expect(out.lines).toEqual([]);
  });
});
