// Fixed score choices (spec 1 section 9, spec 2 section 9). The screen offers
// them in the score editor of these roles; custom values stay allowed, so the
// server never rejects a score for not being in a list.
import { Role } from '../roles';

export interface ScoreOption {
  readonly label: string;
  readonly score: number;
}

type OptionMap = Readonly<Partial<Record<number, readonly ScoreOption[]>>>;

const o = (label: string, score: number): ScoreOption => ({ label, score });

/** Task-score options by role. */
export const SELECTIVE_SCORE_OPTIONS: OptionMap = {
  [Role.Ua]: [
    o('Screenshot', 130),
    o('Icon Console', 40),
    o('Asset Mintegral', 25),
    o('Store Top 1', 130),
    o('Store Top 2', 90),
    o('Store Top 3', 50),
  ],
  [Role.Monetization]: [o('Normal', 80), o('In-game', 20), o('Spy', 8)],
  [Role.UnityTester]: [o('Easy', 10), o('Normal', 20), o('Hard', 40), o('Very Hard', 100)],
};

// The spec gives Artist 3D's list as bare numbers "for penalties".
/** Penalty-score options by role. */
export const PENALTY_SCORE_OPTIONS: OptionMap = {
  [Role.Artist3D]: [o('80', 80), o('20', 20), o('8', 8)],
};

/** Options of the active (ongoing) task kinds by role. */
export const ACTIVE_TASK_OPTIONS: OptionMap = {
  [Role.StoreListing]: [o('Store Listing', 16)],
  [Role.VideoEditor]: [o('Video Editor', 4)],
  [Role.PlayableAds]: [o('Core', 40), o('Theme', 16)],
  [Role.UnityTester]: [o('Easy', 50), o('Normal', 100), o('Hard', 200)],
};

const NONE: readonly ScoreOption[] = [];

export function selectiveScoreOptions(role: number): readonly ScoreOption[] {
  return SELECTIVE_SCORE_OPTIONS[role] ?? NONE;
}

export function penaltyScoreOptions(role: number): readonly ScoreOption[] {
  return PENALTY_SCORE_OPTIONS[role] ?? NONE;
}

export function activeTaskOptions(role: number): readonly ScoreOption[] {
  return ACTIVE_TASK_OPTIONS[role] ?? NONE;
}

export function hasSelectiveScores(role: number): boolean {
  return selectiveScoreOptions(role).length > 0;
}
