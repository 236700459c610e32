import {
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { MOBILE_BREAKPOINT_PX } from '@hireloop/shared';
import { useMenuKeys } from './use-menu-keys';

const HOVER_CLOSE_DELAY_MS = 150;

const ALIGN = {
  start: 'left-0',
  center: 'left-1/2 -translate-x-1/2',
  end: 'right-0',
} as const;

interface DropdownProps {
  /** What the trigger button shows; it is also the button's accessible name. */
  label: ReactNode;
  triggerClassName: string;
  panelClassName: string;
  align?: keyof typeof ALIGN;
  children: ReactNode;
}

/** Hover menus only apply on wide screens with a real mouse (docs/product.md 2.4). */
function hoverMenusApply(): boolean {
  return window.matchMedia?.(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches ?? true;
}

/**
 * A header disclosure menu. Opens on click and keyboard everywhere, and on hover with a mouse at
 * 768 px and up. Escape, a press outside or focus leaving closes it; picking an item closes it too.
 */
export function Dropdown({
  label,
  triggerClassName,
  panelClassName,
  align = 'center',
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const panelId = useId();

  const close = () => {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen(false);
  };

  const keys = useMenuKeys({
    open,
    setOpen: (next) => (next ? setOpen(true) : close()),
    rootRef,
    triggerRef,
    panelRef,
  });

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !hoverMenusApply()) return;
    window.clearTimeout(closeTimer.current);
    if (!open) {
      openedByHover.current = true;
      setOpen(true);
    }
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !open) return;
    closeTimer.current = window.setTimeout(close, HOVER_CLOSE_DELAY_MS);
  };

  const onTriggerClick = () => {
    // A click right after hovering the menu open should keep it open, not toggle it shut.
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    if (open) close();
    else setOpen(true);
  };

  const onPanelClick = (event: MouseEvent) => {
    if (keys.isItem(event.target as Element)) close();
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={keys.onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onTriggerClick}
        onKeyDown={keys.onTriggerKeyDown}
        className={`inline-flex items-center ${triggerClassName}`}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 opacity-60 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          onKeyDown={keys.onPanelKeyDown}
          onClick={onPanelClick}
          className={`absolute top-full z-50 pt-3 transition duration-150 ease-out starting:-translate-y-1 starting:opacity-0 ${ALIGN[align]}`}
        >
          <div
            className={`rounded-2xl border border-slate-200/80 bg-white shadow-xl shadow-slate-900/10 ring-1 ring-black/5 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40 ${panelClassName}`}
          >
            {children}
          </div>
        </div>
      )}
    </div>
  );
}
