import { Role } from '@studio/domain';
import type { TFunction } from 'i18next';

import { scoreChoices, scoreChoiceText, scoreOfChoice, scoreOptionKey } from '~/components/tasks/score-options';

// Answers the key, with the name of an active item: enough to see what is asked.
const t = ((key: string, o?: { name?: string }) => (o?.name ? `${key}(${o.name})` : key)) as unknown as TFunction;

describe('score choices of the score cell and the create dialog', () => {
  it.each<[number, Array<[number, 'task' | 'active']>]>([
    [Role.StoreListing, [[16, 'active']]],
    [Role.VideoEditor, [[4, 'active']]],
    [Role.PlayableAds, [[40, 'active'], [16, 'active']]],
    [Role.UnityTester, [[10, 'task'], [20, 'task'], [40, 'task'], [100, 'task'], [50, 'active'], [100, 'active'], [200, 'active']]],
    [Role.Ua, [[130, 'task'], [40, 'task'], [25, 'task'], [130, 'task'], [90, 'task'], [50, 'task']]],
    [Role.UnityDev, []],
  ])('role %i: the task-score options, then the active-task options', (role, expected) => {
    expect(scoreChoices(role, t).map((c) => [c.score, c.kind])).toEqual(expected);
  });

  it('names each option by a key of its own, the active ones marked as such, and reads a pick back as its score', () => {
    const [core] = scoreChoices(Role.PlayableAds, t);
    expect(core.label).toBe('tasks.score-option.core');
    expect(scoreChoiceText(core, t)).toBe('40 · tasks.score-options.active-item(tasks.score-option.core)');
    expect(scoreOfChoice(scoreChoiceText(core, t))).toBe(40);
    expect(scoreOptionKey({ label: 'Store Top 1', score: 130 })).toBe('tasks.score-option.store-top-1');
    expect(scoreOptionKey({ label: 'In-game', score: 20 })).toBe('tasks.score-option.in-game');
    expect(scoreOfChoice('12,5')).toBe(12.5);
    expect(scoreOfChoice('')).toBeNaN();
    expect(scoreOfChoice(7)).toBe(7);
  });
});
