// Task list requests are retried up to 3 times (spec 1 section 7 and spec 2: "Task list retries: 3").
import { endpoints } from '@studio/domain';

import { call } from '~/lib/api.client';

import { fetchList, LIST_RETRIES, listRequest } from './use-task-list';

jest.mock('~/lib/api.client', () => ({ call: jest.fn() }));
jest.mock('sonner', () => ({ toast: { error: jest.fn() } }));

type Answer = { ok: boolean; status: number; data: unknown };
const called = call as unknown as jest.Mock<Promise<Answer>>;
const failure: Answer = { ok: false, status: 500, data: null };
const network: Answer = { ok: false, status: 0, data: null };
const rows = [{ taskId: 1 }, { taskId: 2 }];
const success: Answer = { ok: true, status: 200, data: { tasks: rows } };
const request = () => listRequest(endpoints.tasks.list, 'tasks', { params: { projectId: 7 }, query: {} });

/** The server answers these in order. */
function answers(...list: Answer[]) {
  called.mockReset();
  for (const a of list) called.mockResolvedValueOnce(a);
}

describe('the task list request', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** fetchList to its end, the waits between tries skipped. */
  async function run() {
    const pending = fetchList(request());
    await jest.runAllTimersAsync();
    return pending;
  }

  it('retries 3 times', () => {
    expect(LIST_RETRIES).toBe(3);
  });

  it('asks up to 4 times (the first try and 3 retries), so the 4th answer still shows the list', async () => {
    answers(failure, network, failure, success);
    expect(await run()).toEqual(rows);
    expect(called).toHaveBeenCalledTimes(4);
    // The same list each time, silently (the final failure has its own message).
    for (const args of called.mock.calls) expect(args.slice(0, 3)).toEqual(called.mock.calls[0].slice(0, 3));
    expect(called.mock.calls[0][2]).toEqual({ silent: true });
  });

  it('gives up after the 3rd retry: null, and no 5th request', async () => {
    answers(failure, failure, failure, failure, success);
    expect(await run()).toBeNull();
    expect(called).toHaveBeenCalledTimes(4);
  });

  it('asks once when the first answer is the list, and does not retry a refusal', async () => {
    answers(success);
    expect(await run()).toEqual(rows);
    expect(called).toHaveBeenCalledTimes(1);
    for (const status of [400, 401, 403, 404]) {
      answers({ ok: false, status, data: null }, success);
      expect(await run()).toBeNull();
      expect(called).toHaveBeenCalledTimes(1);
    }
  });

  it('retries an answer without the list as a failure', async () => {
    answers({ ok: true, status: 200, data: {} }, success);
    expect(await run()).toEqual(rows);
    expect(called).toHaveBeenCalledTimes(2);
  });
});
