// The reads behind useApiQuery, without React: answers kept a short while, a failed read (network,
// 5xx) tried again, and an answer equal to the last one handed back as the very same object (a screen
// keeps its rows, its scroll and its selection). Two readers of one path at the same moment each ask.

export type QueryAnswer<T> = { ok: boolean; status: number; data: T };
export type QueryFetch = (path: string, signal: AbortSignal) => Promise<QueryAnswer<unknown>>;

export type QueryCacheOptions = {
  fetch: QueryFetch;
  /** How long an answer is served without asking again. */
  freshMs?: number;
  /** Further tries of a read that failed for want of an answer (network) or with a 5xx. */
  retries?: number;
  /** The pause before try n (1, 2...). */
  retryDelayMs?: (attempt: number) => number;
  now?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
};

type Entry = { at: number; answer: QueryAnswer<unknown>; text: string };

const abortError = () => Object.assign(new Error('aborted'), { name: 'AbortError' });

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(abortError());
    }, { once: true });
  });
}

const retryable = (status: number) => status === 0 || status >= 500;

export function createQueryCache(options: QueryCacheOptions) {
  const freshMs = options.freshMs ?? 10_000;
  const retries = options.retries ?? 2;
  const delay = options.retryDelayMs ?? ((attempt: number) => 300 * 2 ** (attempt - 1));
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const entries = new Map<string, Entry>();

  /** The kept answer of `path` while it is fresh. */
  function peek<T>(path: string): QueryAnswer<T> | undefined {
    const entry = entries.get(path);
    return entry && now() - entry.at < freshMs ? (entry.answer as QueryAnswer<T>) : undefined;
  }

  /** Reads `path` (or serves the fresh kept answer unless `force`); rejects with an AbortError when `signal` aborts. */
  async function read<T>(path: string, signal: AbortSignal, force = false): Promise<QueryAnswer<T>> {
    const kept = force ? undefined : peek<T>(path);
    if (kept) return kept;
    let answer = await options.fetch(path, signal);
    for (let attempt = 1; attempt <= retries && !answer.ok && retryable(answer.status); attempt++) {
      await sleep(delay(attempt), signal);
      answer = await options.fetch(path, signal);
    }
    if (signal.aborted) throw abortError();
    if (!answer.ok) return answer as QueryAnswer<T>;
    const text = JSON.stringify(answer.data);
    const before = entries.get(path);
    // The same rows as before: the same object, so nothing below re-renders.
    const same = before && before.text === text ? before.answer : answer;
    entries.set(path, { at: now(), answer: same, text });
    return same as QueryAnswer<T>;
  }

  /** Forgets the kept answers of the paths starting with `prefix` (all without one), after a write. */
  function invalidate(prefix = ''): void {
    for (const path of [...entries.keys()]) if (path.startsWith(prefix)) entries.delete(path);
  }

  return { read, peek, invalidate };
}

export type QueryCache = ReturnType<typeof createQueryCache>;
