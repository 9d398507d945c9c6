// The reads behind useApiQuery, without React: answers kept a short while, a failed read (network,
// 5xx) tried again, an answer equal to the last one handed back as the very same object (a screen
// keeps its rows, its scroll and its selection), and readers of one path at the same moment sharing
// one request: one reader leaving does not cancel it for the others; the last one leaving does.

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

/** A request in flight and how many readers wait for it. */
type Flight = { promise: Promise<QueryAnswer<unknown>>; controller: AbortController; readers: number };

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
  const flights = new Map<string, Flight>();

  /** The kept answer of `path` while it is fresh (younger than `maxAgeMs`, the cache's freshness by default). */
  function peek<T>(path: string, maxAgeMs = freshMs): QueryAnswer<T> | undefined {
    const entry = entries.get(path);
    return entry && now() - entry.at < maxAgeMs ? (entry.answer as QueryAnswer<T>) : undefined;
  }

  /** One request with its retries; the answer is kept unless a write made it stale meanwhile (`flight` no longer current). */
  async function fetchShared(path: string, flight: Flight): Promise<QueryAnswer<unknown>> {
    const signal = flight.controller.signal;
    try {
      let answer = await options.fetch(path, signal);
      for (let attempt = 1; attempt <= retries && !answer.ok && retryable(answer.status); attempt++) {
        await sleep(delay(attempt), signal);
        answer = await options.fetch(path, signal);
      }
      if (signal.aborted) throw abortError();
      if (!answer.ok) return answer;
      const text = JSON.stringify(answer.data);
      const before = entries.get(path);
      // The same rows as before: the same object, so nothing below re-renders.
      const same = before && before.text === text ? before.answer : answer;
      if (flights.get(path) === flight) entries.set(path, { at: now(), answer: same, text });
      return same;
    } finally {
      if (flights.get(path) === flight) flights.delete(path);
    }
  }

  /** Waits for `flight` on behalf of one reader; that reader's abort only takes it out of the count. */
  function follow<T>(path: string, flight: Flight, signal: AbortSignal): Promise<QueryAnswer<T>> {
    flight.readers++;
    return new Promise<QueryAnswer<T>>((resolve, reject) => {
      let done = false;
      const leave = () => {
        if (done) return;
        done = true;
        reject(abortError());
        // The last reader left: nobody wants the answer any more.
        if (--flight.readers === 0) {
          flight.controller.abort();
          if (flights.get(path) === flight) flights.delete(path);
        }
      };
      signal.addEventListener('abort', leave, { once: true });
      // Aborted while the request was being started.
      if (signal.aborted) leave();
      flight.promise.then(
        (answer) => {
          if (done) return;
          done = true;
          flight.readers--;
          signal.removeEventListener('abort', leave);
          resolve(answer as QueryAnswer<T>);
        },
        (error: unknown) => {
          if (done) return;
          done = true;
          flight.readers--;
          signal.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
  }

  /**
   * Reads `path`: the fresh kept answer (younger than `maxAgeMs`; 0 always asks), else the request
   * already in flight for it, else a new one. Rejects with an AbortError when `signal` aborts.
   */
  function read<T>(path: string, signal: AbortSignal, maxAgeMs = freshMs): Promise<QueryAnswer<T>> {
    if (signal.aborted) return Promise.reject(abortError());
    const kept = maxAgeMs > 0 ? peek<T>(path, maxAgeMs) : undefined;
    if (kept) return Promise.resolve(kept);
    let flight = flights.get(path);
    if (!flight) {
      const created: Flight = { promise: Promise.resolve(null as never), controller: new AbortController(), readers: 0 };
      created.promise = fetchShared(path, created);
      // Nobody may be left to see a failure (all readers aborted): it must not go unhandled.
      created.promise.catch(() => undefined);
      flights.set(path, created);
      flight = created;
    }
    return follow<T>(path, flight, signal);
  }

  /**
   * Forgets the kept answers of the paths starting with `prefix` (all without one), after a write.
   * A request in flight under it still answers its readers, but later readers ask again and its
   * answer is not kept (it may have been read before the write).
   */
  function invalidate(prefix = ''): void {
    for (const path of [...entries.keys()]) if (path.startsWith(prefix)) entries.delete(path);
    for (const path of [...flights.keys()]) if (path.startsWith(prefix)) flights.delete(path);
  }

  return { read, peek, invalidate };
}

export type QueryCache = ReturnType<typeof createQueryCache>;
