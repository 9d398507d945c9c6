// The text box the editing tools act on: the last one focused, with its selection, and a way to
// put new text into its (React-held) value.
import * as React from 'react';

type Target = { el: HTMLTextAreaElement; set: (value: string) => void };

export type TextSelection = { text: string; start: number; end: number };

export type TextTargets = {
  /** Props for a textarea whose value `set` replaces. */
  bind: (set: (value: string) => void) => {
    onFocus: React.FocusEventHandler<HTMLTextAreaElement>;
    onSelect: React.ReactEventHandler<HTMLTextAreaElement>;
  };
  /** The selected text of the last box used; null when none is selected. */
  selection: () => TextSelection | null;
  /** Replaces [start, end) of the last box used and selects the new text. */
  replace: (range: { start: number; end: number }, text: string) => void;
  /** Wraps the selection (or inserts an empty pair at the caret). */
  wrap: (before: string, after?: string) => void;
};

export function useTextTargets(): TextTargets {
  const last = React.useRef<Target | null>(null);

  const remember = (set: (value: string) => void) => (e: React.SyntheticEvent<HTMLTextAreaElement>) => {
    last.current = { el: e.currentTarget, set };
  };

  function replace(range: { start: number; end: number }, text: string) {
    const target = last.current;
    if (!target || !target.el.isConnected) return;
    const { el, set } = target;
    set(el.value.slice(0, range.start) + text + el.value.slice(range.end));
    window.requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(range.start, range.start + text.length);
    });
  }

  return {
    bind: (set) => ({ onFocus: remember(set), onSelect: remember(set) }),
    selection: () => {
      const el = last.current?.el;
      if (!el || !el.isConnected || el.selectionStart === el.selectionEnd) return null;
      return { text: el.value.slice(el.selectionStart, el.selectionEnd), start: el.selectionStart, end: el.selectionEnd };
    },
    replace,
    wrap: (before, after = before) => {
      const el = last.current?.el;
      if (!el || !el.isConnected) return;
      const start = el.selectionStart;
      const end = el.selectionEnd;
      replace({ start, end }, `${before}${el.value.slice(start, end)}${after}`);
    },
  };
}
