import { type ComponentProps, useEffect, useRef } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cn } from './cn';

/**
 * An action menu on Radix DropdownMenu: the trigger opens it by pointer, Enter, Space or ArrowDown,
 * the arrow keys, Home, End and typing move between the items, Escape or a press outside closes it
 * and gives the focus back to the trigger. Not modal, so the page stays as it is while it is open;
 * the panel stays beside its trigger in the document, within the same landmark.
 */
export function DropdownMenuRoot(props: Omit<ComponentProps<typeof DropdownMenu.Root>, 'modal'>) {
  return <DropdownMenu.Root modal={false} {...props} />;
}

export const DropdownMenuTrigger = DropdownMenu.Trigger;

export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 8,
  focusFirstItem = false,
  ...props
}: Omit<ComponentProps<typeof DropdownMenu.Content>, 'ref'> & {
  /**
   * Give the first item the focus on opening. Radix does so only when the keyboard opened the menu
   * after it mounted; a menu that mounts already open (DeferredMenu) needs to be told.
   */
  focusFirstItem?: boolean;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // Runs after the panel's own focus scope has focused the panel (children's effects run first).
  useEffect(() => {
    if (!focusFirstItem) return;
    panel.current
      ?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
      ?.focus({ preventScroll: true });
  }, [focusFirstItem]);
  return (
    <DropdownMenu.Content
      ref={panel}
      align={align}
      sideOffset={sideOffset}
      collisionPadding={8}
      className={cn(
        'z-50 max-w-[calc(100vw-1rem)] origin-(--radix-dropdown-menu-content-transform-origin) rounded-2xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10 focus:outline-none dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return (
    <DropdownMenu.Item
      className={cn(
        'flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium transition select-none focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className }: { className?: string }) {
  return <DropdownMenu.Separator className={cn('my-1 h-px bg-slate-100 dark:bg-slate-800', className)} />;
}
