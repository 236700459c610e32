import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense, useState } from 'react';
import { useSettled } from '@/lib/use-settled';

/** What a menu loaded by DeferredMenu accepts, to carry on what was done to its stand-in. */
export interface DeferredMenuProps {
  /** The stand-in was pressed: open at once. */
  defaultOpen?: boolean;
  /** The stand-in had the focus: the real trigger takes it. */
  autoFocus?: boolean;
}

interface Props<P> {
  menu: LazyExoticComponent<ComponentType<P & DeferredMenuProps>>;
  /** The import behind `menu`, started early when a pointer or the focus comes near. */
  load: () => Promise<unknown>;
  menuProps: P;
  /** The trigger's look and content, shared with the menu's own trigger. */
  triggerClassName: string;
  trigger: ReactNode;
}

/**
 * A menu whose code (the menu library, about 29 KB gzipped) loads once the screen has settled, or
 * as soon as a pointer or the focus reaches its trigger. Until then a button that looks the same
 * stands in; pressed, it opens the menu when the code arrives.
 */
export function DeferredMenu<P extends object>({
  menu: Menu,
  load,
  menuProps,
  triggerClassName,
  trigger,
}: Props<P>) {
  const [settled, settleNow] = useSettled();
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClassName}
      // Only the code starts loading here: the stand-in stays in place for the press that follows.
      onPointerEnter={() => void load()}
      onFocus={() => {
        setFocused(true);
        void load();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setPressed(true);
        settleNow();
      }}
    >
      {trigger}
    </button>
  );
  if (!settled) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Menu {...menuProps} defaultOpen={pressed} autoFocus={focused || pressed} />
    </Suspense>
  );
}
