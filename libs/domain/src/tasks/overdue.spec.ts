/// <reference types="jest" />
import { addDays } from '../dates';
import { TaskStatus } from '../statuses';
import {
  DEFAULT_LATE_PENALTY_PERCENT, LATE_PENALTY_PER_DAY, daysLate, decayedScore, finalScoreFor, lateFactor, latePenaltyPercent, overdueOutcome, roundScore,
} from './overdue';

const { Planning: P, InProgress: I, Completed: C, Success: S, Failure: F } = TaskStatus;

describe('overdue decay', () => {
  it('loses 10 % per day', () => {
    expect(LATE_PENALTY_PER_DAY).toBe(0.1);
  });

  it.each<[number | null | undefined, number, number]>([
    [20241127, 20241127, 0],
    [20241127, 20241126, 0],
    [20241127, 20241128, 1],
    [20241130, 20241201, 1],
    [20241231, 20250102, 2],
    [20240228, 20240301, 2],
    [null, 20241127, 0],
    [undefined, 20241127, 0],
    [20241132, 20241201, 0],
  ])('daysLate(%p, %p) = %p', (deadline, today, days) => {
    expect(daysLate(deadline, today)).toBe(days);
  });

  it.each<[number, number, number]>([
    [100, 0, 100],
    [100, 1, 90],
    [100, 3, 70],
    [16, 3, 11.2],
    [7, 3, 4.9],
    [33.33, 1, 30],
    [12.35, 1, 11.12],
    [100, 9, 10],
    [100, 10, 0],
    [100, 25, 0],
    [0, 2, 0],
  ])('score %p, %p days late -> %p', (score, late, out) => {
    const deadline = 20241101;
    const today = addDays(deadline, late);
    expect(daysLate(deadline, today)).toBe(late);
    expect(decayedScore(score, deadline, today)).toBe(out);
  });

  it('is idempotent: recomputing from the dates gives the same value', () => {
    const once = decayedScore(16, 20241120, 20241125);
    expect(decayedScore(16, 20241120, 20241125)).toBe(once);
    expect(lateFactor(20241120, 20241125)).toBe(0.5);
  });

  it('rounds to 2 decimals', () => {
    expect(roundScore(1.005)).toBe(1.01);
    expect(roundScore(2.344)).toBe(2.34);
    expect(decayedScore(Number.NaN, 20241101, 20241102)).toBe(0);
  });

  it.each<[string, number, number, number | null, number, { finalScore: number; daysLate: number; fail: boolean } | null]>([
    ['not late', P, 20, 20241130, 20241127, { finalScore: 20, daysLate: 0, fail: false }],
    ['no deadline', I, 20, null, 20241127, { finalScore: 20, daysLate: 0, fail: false }],
    ['2 days late', I, 20, 20241125, 20241127, { finalScore: 16, daysLate: 2, fail: false }],
    ['9 days late', P, 20, 20241118, 20241127, { finalScore: 2, daysLate: 9, fail: false }],
    ['10 days late', I, 20, 20241117, 20241127, { finalScore: 0, daysLate: 10, fail: true }],
    ['30 days late', I, 20, 20241028, 20241127, { finalScore: 0, daysLate: 30, fail: true }],
    ['a tiny score rounded to 0', I, 0.04, 20241118, 20241127, { finalScore: 0, daysLate: 9, fail: true }],
    ['a zero score, 1 day late', I, 0, 20241126, 20241127, { finalScore: 0, daysLate: 1, fail: false }],
    ['a zero score, 10 days late', I, 0, 20241117, 20241127, { finalScore: 0, daysLate: 10, fail: true }],
    ['Completed', C, 20, 20241101, 20241127, null],
    ['Success', S, 20, 20241101, 20241127, null],
    ['Failure', F, 20, 20241101, 20241127, null],
  ])('overdueOutcome: %s', (_label, status, score, deadline, today, out) => {
    expect(overdueOutcome({ status, score, deadline }, today)).toEqual(out);
  });

  it.each<[string, number, string | null, number | null]>([
    ['open: decays to today', I, null, 14],
    ['Completed: decays to its end day', C, '2024-11-25T03:00:00Z', 18],
    ['Success: decays to its end day', S, '2024-11-24T03:00:00Z', 20],
    ['Completed without end date: today', C, null, 14],
    ['Failure: left alone', F, null, null],
  ])('finalScoreFor %s', (_label, status, endDate, out) => {
    expect(finalScoreFor({ status, score: 20, deadline: 20241124, endDate }, 20241127)).toBe(out);
  });
});

describe('late penalty of the role (role-penalties, docs/scoring.md "Late penalty")', () => {
  it('the default is the spec\'s 10 % a day, also for a role without a row', () => {
    expect(DEFAULT_LATE_PENALTY_PERCENT).toBe(10);
    expect(latePenaltyPercent(undefined)).toBe(10);
    expect(latePenaltyPercent(null)).toBe(10);
    expect(latePenaltyPercent(Number.NaN)).toBe(10);
    expect(latePenaltyPercent(150)).toBe(10);
    expect(latePenaltyPercent(0)).toBe(0);
    expect(latePenaltyPercent(15)).toBe(15);
  });

  it.each<[number, number, number, number]>([
    // score, days late, percent a day, final score
    [40, 2, 15, 28],
    [40, 2, 10, 32],
    [40, 3, 12.5, 25],
    [16, 3, 15, 8.8],
    [40, 7, 15, 0],
    [40, 30, 0, 40],
  ])('score %p, %p days late at %p %% a day -> %p', (score, late, percent, out) => {
    const deadline = 20261110;
    expect(decayedScore(score, deadline, addDays(deadline, late), percent)).toBe(out);
  });

  it('1 - 0.15 x 3 is 0.55 exactly', () => {
    expect(lateFactor(20261110, 20261113, 15)).toBe(0.55);
  });

  it('a task fails when the role\'s penalty eats its score: 7 days at 15 % fails, at 10 % it does not', () => {
    expect(overdueOutcome({ status: I, score: 40, deadline: 20261110 }, 20261117, 15)).toEqual({ finalScore: 0, daysLate: 7, fail: true });
    expect(overdueOutcome({ status: I, score: 40, deadline: 20261110 }, 20261117, 10)).toEqual({ finalScore: 12, daysLate: 7, fail: false });
  });

  it('completing late freezes the score decayed at the role\'s rate', () => {
    expect(finalScoreFor({ status: C, score: 40, deadline: 20261110, endDate: '2026-11-12T03:00:00Z' }, 20261120, 'Asia/Ho_Chi_Minh', 15)).toBe(28);
  });
});
