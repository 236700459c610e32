import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';

const ITEMS = 'input:not([disabled]), button:not([disabled])';

const STEP: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Roving tabindex (WAI-ARIA composite widgets): the group is one tab stop, and the arrow keys,
 * Home and End move between its controls. The stop is the control last focused, else the first
 * one that is checked or pressed, else the first. Spread the returned props on the group element.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const last = useRef<HTMLElement | null>(null);

  const items = () => Array.from(ref.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []);

  useLayoutEffect(() => {
    const all = items();
    const current =
      (last.current && all.includes(last.current) ? last.current : null) ??
      all.find((el) => (el as HTMLInputElement).checked || el.getAttribute('aria-pressed') === 'true') ??
      all[0];
    for (const el of all) el.tabIndex = el === current ? 0 : -1;
  });

  const onFocus = (event: { target: EventTarget }) => {
    const all = items();
    if (!all.includes(event.target as HTMLElement)) return;
    last.current = event.target as HTMLElement;
    for (const el of all) el.tabIndex = el === event.target ? 0 : -1;
  };

  const onKeyDown = (event: KeyboardEvent<T>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const step = STEP[event.key];
    let next: HTMLElement | undefined;
    if (step !== undefined) next = all[(index + step + all.length) % all.length];
    else if (event.key === 'Home') next = all[0];
    else if (event.key === 'End') next = all[all.length - 1];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return { ref, onFocus, onKeyDown };
}
