import { type FocusEvent, type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { useDismiss } from './use-dismiss';

const ITEM_SELECTOR = 'a[href], button:not([disabled])';

interface MenuKeysOptions {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Holds the trigger and the panel. */
  rootRef: RefObject<HTMLElement | null>;
  triggerRef: RefObject<HTMLElement | null>;
  panelRef: RefObject<HTMLElement | null>;
}

/**
 * The keyboard of a disclosure menu (WAI-ARIA disclosure navigation): ArrowDown on the trigger
 * opens it on its first item, the arrow keys, Home and End move between the items, Escape closes it
 * and gives the focus back to the trigger, a press outside or the focus leaving closes it.
 */
export function useMenuKeys({ open, setOpen, rootRef, triggerRef, panelRef }: MenuKeysOptions) {
  const focusFirstItemOnOpen = useRef(false);
  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

  useDismiss(rootRef, open, (reason) => {
    const focusWasInside = rootRef.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (reason === 'escape' && focusWasInside) triggerRef.current?.focus();
  });

  useEffect(() => {
    if (!open || !focusFirstItemOnOpen.current) return;
    focusFirstItemOnOpen.current = false;
    items()[0]?.focus();
  });

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) {
      items()[0]?.focus();
    } else {
      focusFirstItemOnOpen.current = true;
      setOpen(true);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: all[(index + 1) % all.length],
      ArrowUp: all[(index - 1 + all.length) % all.length],
      Home: all[0],
      End: all[all.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) setOpen(false);
  };

  return { onTriggerKeyDown, onPanelKeyDown, onBlur, isItem: (el: Element) => el.closest(ITEM_SELECTOR) };
}
