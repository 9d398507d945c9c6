/// <reference types="jest" />
import { Role } from '../roles';
import { TaskStatus } from '../statuses';
import { STATUS_MOVES, canMove, initialStatus, isClosed, isOpen, isTaskStatus, statusPermissionFor, statusStep, statusTargets } from './status-machine';

const { Planning: P, InProgress: I, Completed: C, Success: S, Failure: F } = TaskStatus;

describe('task status machine', () => {
  const allowed: Array<[number, number]> = [[P, I], [I, P], [I, C], [C, I], [C, S], [C, F]];
  const all = [P, I, C, S, F];

  it.each(all.flatMap((from) => all.map((to) => [from, to] as const)))('canMove(%i, %i)', (from, to) => {
    expect(canMove(from, to)).toBe(allowed.some(([a, b]) => a === from && b === to));
  });

  it.each([[0, I], [6, I], [P, 0], [P, 6], [S, S]])('refuses unknown or final statuses: %i -> %i', (from, to) => {
    expect(canMove(from, to)).toBe(false);
  });

  it('lists the targets', () => {
    expect(statusTargets(P)).toEqual([I]);
    expect(statusTargets(I)).toEqual([P, C]);
    expect(statusTargets(C)).toEqual([I, S, F]);
    expect(statusTargets(S)).toEqual([]);
    expect(statusTargets(F)).toEqual([]);
    expect(statusTargets(9)).toEqual([]);
    expect(Object.keys(STATUS_MOVES).map(Number)).toEqual(all);
  });

  it.each([
    [Role.Ua, S],
    [Role.VideoEditor, S],
    [Role.StoreListing, S],
    [Role.PlayableAds, S],
    [Role.UnityDev, P],
    [Role.Monetization, P],
    [Role.Creative, P],
  ])('initialStatus(role %i) = %i', (role, status) => {
    expect(initialStatus(role)).toBe(status);
  });

  it.each([[P, true, false], [I, true, false], [C, false, false], [S, false, true], [F, false, true]])(
    'status %i: open %p, closed %p',
    (status, open, closed) => {
      expect(isOpen(status)).toBe(open);
      expect(isClosed(status)).toBe(closed);
      expect(isTaskStatus(status)).toBe(true);
    },
  );

  it.each([[0], [6], ['1'], [null]])('isTaskStatus(%p) is false', (v) => {
    expect(isTaskStatus(v)).toBe(false);
  });

  it.each([[P, 'Task.Edit.Status'], [I, 'Task.Edit.Status'], [C, 'Task.Edit.FinalStatus']])(
    'status %i needs %s',
    (from, perm) => {
      expect(statusPermissionFor(from)).toBe(perm);
    },
  );
});

describe('statusStep (the grid keyboard moves)', () => {
  it('steps forward and back along the allowed moves only, never to Failure', () => {
    expect([P, I, C, S, F].map((s) => statusStep(s, 'next'))).toEqual([I, C, S, null, null]);
    expect([P, I, C, S, F].map((s) => statusStep(s, 'previous'))).toEqual([null, P, I, null, null]);
    expect(statusStep(99, 'next')).toBeNull();
  });

  it('every step is a move the machine allows', () => {
    for (const s of [P, I, C, S, F]) {
      for (const d of ['next', 'previous'] as const) {
        const to = statusStep(s, d);
        if (to !== null) expect(canMove(s, to)).toBe(true);
      }
    }
  });
});
