import {
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { useSettled } from '@/lib/use-settled';

/** What a menu loaded by DeferredMenu accepts, to carry on what was done to its stand-in. */
export interface DeferredMenuProps {
  /**
   * The stand-in was pressed: open at once. From the keyboard the first item takes the focus, as it
   * does when the menu's own trigger is pressed with Enter or Space.
   */
  openWith?: 'pointer' | 'keyboard';
  /** The real trigger takes the focus from the stand-in. */
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
 * as soon as a pointer or the focus reaches its trigger. A button that looks the same stands in
 * until it is pressed; then the menu takes its place, open, with the focus on its trigger (and on
 * the first item when the press came from the keyboard). The swap happens only on a press: a swap
 * on a timer could land between a pointer's down and up, and the real trigger, which opens on the
 * pointer going down, would ignore the click that follows.
 */
export function DeferredMenu<P extends object>({
  menu: Menu,
  load,
  menuProps,
  triggerClassName,
  trigger,
}: Props<P>) {
  const settled = useSettled();
  const [pressed, setPressed] = useState<DeferredMenuProps['openWith']>();
  useEffect(() => {
    if (settled) void load();
  }, [settled, load]);
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClassName}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={(event) => {
        // A click made by Enter or Space carries a detail of 0.
        setPressed(event.detail === 0 ? 'keyboard' : 'pointer');
      }}
    >
      {trigger}
    </button>
  );
  if (pressed === undefined) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Menu {...menuProps} openWith={pressed} autoFocus />
    </Suspense>
  );
}
