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
    expect((await cache.read('/a', signal, 0)).data).toEqual({ n: 3 });
    expect(s.calls).toHaveLength(3);
  });

  it('serves a kept answer only as old as a reader allows', async () => {
    let now = 0;
    const s = server([{ ok: true, status: 200, data: { n: 1 } }, { ok: true, status: 200, data: { n: 2 } }]);
    const cache = createQueryCache({ fetch: s.fetch, freshMs: 10_000, now: () => now });
    const signal = new AbortController().signal;
    await cache.read('/a', signal);
    now = 2_000;
    expect((await cache.read('/a', signal, 5_000)).data).toEqual({ n: 1 });
    expect((await cache.read('/a', signal, 1_000)).data).toEqual({ n: 2 });
    expect(cache.peek('/a', 1_000)).toBeDefined();
    expect(s.calls).toHaveLength(2);
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

  describe('readers of one path at the same moment', () => {
    /** A server whose answers wait until the test releases them; it records each request's signal. */
    function slowServer() {
      const requests: { path: string; signal: AbortSignal; answer: (a: QueryAnswer<unknown>) => void }[] = [];
      return {
        requests,
        fetch: (path: string, signal: AbortSignal) =>
          new Promise<QueryAnswer<unknown>>((resolve) => {
            requests.push({ path, signal, answer: resolve });
            // Like api(): an aborted call answers status 0.
            signal.addEventListener('abort', () => resolve({ ok: false, status: 0, data: null }), { once: true });
          }),
      };
    }
    const tick = () => new Promise((r) => setTimeout(r, 0));

    it('share one request and get the same answer', async () => {
      const s = slowServer();
      const cache = createQueryCache({ fetch: s.fetch, sleep: noSleep });
      const first = cache.read('/a', new AbortController().signal);
      const second = cache.read('/a', new AbortController().signal);
      const other = cache.read('/b', new AbortController().signal);
      expect(s.requests.map((r) => r.path)).toEqual(['/a', '/b']);
      s.requests[0].answer({ ok: true, status: 200, data: { n: 1 } });
      s.requests[1].answer({ ok: true, status: 200, data: { n: 2 } });
      const [a1, a2, b] = await Promise.all([first, second, other]);
      expect(a1).toBe(a2);
      expect(a1.data).toEqual({ n: 1 });
      expect(b.data).toEqual({ n: 2 });
    });

    it('one reader leaving does not cancel the request for the others', async () => {
      const s = slowServer();
      const cache = createQueryCache({ fetch: s.fetch, sleep: noSleep });
      const leaving = new AbortController();
      const first = cache.read('/a', leaving.signal);
      const second = cache.read('/a', new AbortController().signal);
      leaving.abort();
      await expect(first).rejects.toMatchObject({ name: 'AbortError' });
      expect(s.requests).toHaveLength(1);
      expect(s.requests[0].signal.aborted).toBe(false);
      s.requests[0].answer({ ok: true, status: 200, data: { n: 1 } });
      expect((await second).data).toEqual({ n: 1 });
      expect(cache.peek('/a')?.data).toEqual({ n: 1 });
    });

    it('the last reader leaving cancels the request, keeps nothing, and the next reader asks again', async () => {
      const s = slowServer();
      const cache = createQueryCache({ fetch: s.fetch, sleep: noSleep });
      const one = new AbortController();
      const two = new AbortController();
      const first = cache.read('/a', one.signal);
      const second = cache.read('/a', two.signal);
      one.abort();
      two.abort();
      await expect(first).rejects.toMatchObject({ name: 'AbortError' });
      await expect(second).rejects.toMatchObject({ name: 'AbortError' });
      expect(s.requests[0].signal.aborted).toBe(true);
      await tick();
      expect(cache.peek('/a')).toBeUndefined();
      const third = cache.read('/a', new AbortController().signal);
      expect(s.requests).toHaveLength(2);
      s.requests[1].answer({ ok: true, status: 200, data: { n: 2 } });
      expect((await third).data).toEqual({ n: 2 });
    });

    it('a reader that came while the request was retrying gets its final answer', async () => {
      const s = slowServer();
      const cache = createQueryCache({ fetch: s.fetch, sleep: noSleep, retries: 2 });
      const first = cache.read('/a', new AbortController().signal);
      s.requests[0].answer({ ok: false, status: 503, data: null });
      await tick();
      const second = cache.read('/a', new AbortController().signal);
      expect(s.requests).toHaveLength(2);
      s.requests[1].answer({ ok: true, status: 200, data: { n: 1 } });
      expect((await first).data).toEqual({ n: 1 });
      expect((await second).data).toEqual({ n: 1 });
    });

    it('a write during the request: its readers get the answer, but it is not kept and later readers ask again', async () => {
      const s = slowServer();
      const cache = createQueryCache({ fetch: s.fetch, sleep: noSleep });
      const before = cache.read('/a', new AbortController().signal);
      cache.invalidate();
      const after = cache.read('/a', new AbortController().signal);
      expect(s.requests).toHaveLength(2);
      s.requests[0].answer({ ok: true, status: 200, data: { n: 'old' } });
      expect((await before).data).toEqual({ n: 'old' });
      expect(cache.peek('/a')).toBeUndefined();
      s.requests[1].answer({ ok: true, status: 200, data: { n: 'new' } });
      expect((await after).data).toEqual({ n: 'new' });
      expect(cache.peek('/a')?.data).toEqual({ n: 'new' });
    });

    it('a reader whose signal aborted already starts nothing', async () => {
      const s = slowServer();
      const cache = createQueryCache({ fetch: s.fetch, sleep: noSleep });
      const gone = new AbortController();
      gone.abort();
      await expect(cache.read('/a', gone.signal)).rejects.toMatchObject({ name: 'AbortError' });
      expect(s.requests).toHaveLength(0);
    });
  });
});
