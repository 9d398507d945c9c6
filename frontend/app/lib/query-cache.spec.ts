import { createQueryCache, type QueryAnswer } from './query-cache';

/** A fake server: answers in order, counting the calls per path. */
function server(answers: QueryAnswer<unknown>[]) {
  const calls: string[] = [];
  return {
    calls,
    fetch: async (path: string) => {
      calls.push(path);
      return answers.shift() ?? { ok: true, status: 200, data: { rows: [] } };
    },
  };
}
const noSleep = async (_ms: number, signal: AbortSignal) => {
  if (signal.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
};

describe('query cache', () => {
  it('serves a fresh answer without asking again, and asks again once it is stale or forced', async () => {
    let now = 1000;
    const s = server([{ ok: true, status: 200, data: { n: 1 } }, { ok: true, status: 200, data: { n: 2 } }, { ok: true, status: 200, data: { n: 3 } }]);
    const cache = createQueryCache({ fetch: s.fetch, freshMs: 10_000, now: () => now });
    const signal = new AbortController().signal;
    expect((await cache.read('/a', signal)).data).toEqual({ n: 1 });
    now += 9_999;
    expect((await cache.read('/a', signal)).data).toEqual({ n: 1 });
    expect(s.calls).toHaveLength(1);
    now += 1;
    expect((await cache.read('/a', signal)).data).toEqual({ n: 2 });
    expect((await cache.read('/a', signal, true)).data).toEqual({ n: 3 });
    expect(s.calls).toHaveLength(3);
  });

  it('hands back the very same object when the rows did not change', async () => {
    let now = 0;
    const s = server([{ ok: true, status: 200, data: { rows: [1, 2] } }, { ok: true, status: 200, data: { rows: [1, 2] } }, { ok: true, status: 200, data: { rows: [1, 3] } }]);
    const cache = createQueryCache({ fetch: s.fetch, freshMs: 10, now: () => now });
    const signal = new AbortController().signal;
    const first = await cache.read('/a', signal);
    now = 100;
    const second = await cache.read('/a', signal);
    expect(second).toBe(first);
    now = 200;
    const third = await cache.read('/a', signal);
    expect(third).not.toBe(first);
    expect(third.data).toEqual({ rows: [1, 3] });
  });

  it('tries a network failure or a 5xx again, but not a 4xx, and keeps no failure', async () => {
    const s = server([{ ok: false, status: 0, data: null }, { ok: false, status: 503, data: null }, { ok: true, status: 200, data: { n: 1 } }]);
    const cache = createQueryCache({ fetch: s.fetch, retries: 2, sleep: noSleep });
    const signal = new AbortController().signal;
    expect((await cache.read('/a', signal)).data).toEqual({ n: 1 });
    expect(s.calls).toHaveLength(3);

    const refused = server([{ ok: false, status: 404, data: { code: 'project.not-found' } }, { ok: true, status: 200, data: { n: 2 } }]);
    const other = createQueryCache({ fetch: refused.fetch, retries: 2, sleep: noSleep });
    expect((await other.read('/b', signal)).status).toBe(404);
    expect(refused.calls).toHaveLength(1);
    expect((await other.read('/b', signal)).data).toEqual({ n: 2 });
  });

  it('gives up after the retries and answers the last failure', async () => {
    const s = server([{ ok: false, status: 500, data: null }, { ok: false, status: 502, data: null }, { ok: false, status: 503, data: null }]);
    const cache = createQueryCache({ fetch: s.fetch, retries: 2, sleep: noSleep });
    expect((await cache.read('/a', new AbortController().signal)).status).toBe(503);
    expect(s.calls).toHaveLength(3);
  });

  it('rejects a read whose signal aborted, and keeps nothing of it', async () => {
    const controller = new AbortController();
    const s = server([]);
    const cache = createQueryCache({
      fetch: async (path, signal) => {
        controller.abort();
        return s.fetch(path).then((a) => (signal.aborted ? { ok: false, status: 0, data: null } : a));
      },
      sleep: noSleep,
    });
    await expect(cache.read('/a', controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(cache.peek('/a')).toBeUndefined();
  });

  it('forgets the kept answers under a prefix after a write', async () => {
    const s = server([]);
    const cache = createQueryCache({ fetch: s.fetch });
    const signal = new AbortController().signal;
    await cache.read('/api/projects/1', signal);
    await cache.read('/api/tasks/2', signal);
    cache.invalidate('/api/projects/');
    expect(cache.peek('/api/projects/1')).toBeUndefined();
    expect(cache.peek('/api/tasks/2')).toBeDefined();
    cache.invalidate();
    expect(cache.peek('/api/tasks/2')).toBeUndefined();
  });
});
