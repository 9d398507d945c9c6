/// <reference types="jest" />
import { Role } from '../roles';
import { activeTaskOptions, hasSelectiveScores, penaltyScoreOptions, selectiveScoreOptions } from './selective-scores';

const scores = (list: readonly { score: number }[]) => list.map((o) => o.score);

describe('selective scores', () => {
  it.each<[number, number[]]>([
    [Role.Ua, [130, 40, 25, 130, 90, 50]],
    [Role.Monetization, [80, 20, 8]],
    [Role.UnityTester, [10, 20, 40, 100]],
    [Role.UnityDev, []],
    [Role.Artist3D, []],
  ])('task scores of role %i', (role, expected) => {
    expect(scores(selectiveScoreOptions(role))).toEqual(expected);
    expect(hasSelectiveScores(role)).toBe(expected.length > 0);
  });

  it('labels the options as the spec names them', () => {
    expect(selectiveScoreOptions(Role.Ua).map((o) => o.label)).toEqual([
      'Screenshot', 'Icon Console', 'Asset Mintegral', 'Store Top 1', 'Store Top 2', 'Store Top 3',
    ]);
    expect(selectiveScoreOptions(Role.Monetization).map((o) => o.label)).toEqual(['Normal', 'In-game', 'Spy']);
    expect(selectiveScoreOptions(Role.UnityTester).map((o) => o.label)).toEqual(['Easy', 'Normal', 'Hard', 'Very Hard']);
  });

  it.each<[number, number[]]>([
    [Role.Artist3D, [80, 20, 8]],
    [Role.UnityDev, []],
  ])('penalty scores of role %i', (role, expected) => {
    expect(scores(penaltyScoreOptions(role))).toEqual(expected);
  });

  it.each<[number, Array<[string, number]>]>([
    [Role.StoreListing, [['Store Listing', 16]]],
    [Role.VideoEditor, [['Video Editor', 4]]],
    [Role.PlayableAds, [['Core', 40], ['Theme', 16]]],
    [Role.UnityTester, [['Easy', 50], ['Normal', 100], ['Hard', 200]]],
    [Role.Ua, []],
  ])('active task options of role %i', (role, expected) => {
    expect(activeTaskOptions(role).map((o) => [o.label, o.score])).toEqual(expected);
  });
});
