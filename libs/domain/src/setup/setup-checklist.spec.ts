/// <reference types="jest" />
// The web tsconfig includes libs/ without jest types; this keeps specs checkable there.
import { isPermissionName } from '../permissions/catalogue';
import { SETUP_STEP_KEYS, SETUP_STEPS, setupStepsDone, showSetupChecklist, type SetupChecklist } from './setup-checklist';

const checklist = (done: boolean[], dismissed = false): SetupChecklist => ({
  steps: done.map((d, i) => ({ key: SETUP_STEP_KEYS[i], done: d, href: null, canMark: false })),
  dismissed,
});

describe('setup checklist', () => {
  it('describes every step once, with catalogue permissions', () => {
    expect(SETUP_STEPS.map((s) => s.key)).toEqual([...SETUP_STEP_KEYS]);
    for (const s of SETUP_STEPS) for (const name of [s.act, ...s.open]) expect(isPermissionName(name)).toBe(true);
  });

  it('shows the card while a step is left, unless hidden or there is nothing to act on', () => {
    expect(setupStepsDone(checklist([true, false, true, false, false]))).toBe(2);
    expect(showSetupChecklist(checklist([true, false, true, false, false]))).toBe(true);
    expect(showSetupChecklist(checklist([true, true, true, true, true]))).toBe(false);
    expect(showSetupChecklist(checklist([true, false, true, false, false], true))).toBe(false);
    expect(showSetupChecklist({ steps: [], dismissed: false })).toBe(false);
    expect(showSetupChecklist(null)).toBe(false);
  });
});
