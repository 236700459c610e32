import { lazy } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredMenu, type DeferredMenuProps } from './deferred-menu';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRoot,
  DropdownMenuTrigger,
} from './dropdown-menu';

/** A menu whose code arrives when the test says so. */
function menuArrivingLater() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return {
      default: ({ label, openWith, autoFocus }: { label: string } & DeferredMenuProps) => (
        // A stand-in for a Radix menu: its trigger, and the panel while open.
        <>
          <button type="button" aria-expanded={openWith !== undefined} autoFocus={autoFocus}>
            {label}
          </button>
          {openWith && <div role="menu">the menu</div>}
        </>
      ),
    };
  });
  return { Menu: lazy(load), load, arrive };
}

function renderMenu({ Menu, load }: ReturnType<typeof menuArrivingLater>) {
  return render(
    <DeferredMenu menu={Menu} load={load} menuProps={{ label: 'Jane' }} triggerClassName="" trigger="Jane" />,
  );
}

afterEach(() => vi.useRealTimers());

describe('DeferredMenu', () => {
  it('loads its code once the screen has settled, not with the screen, and keeps the stand-in until a press', async () => {
    vi.useFakeTimers();
    const menu = menuArrivingLater();
    const { load, arrive } = menu;
    renderMenu(menu);
    const standIn = screen.getByRole('button', { name: 'Jane' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(load).toHaveBeenCalled();
    await act(async () => arrive());
    // No swap on a timer: a press already under way stays on the button it started on.
    expect(screen.getByRole('button', { name: 'Jane' })).toBe(standIn);
    vi.useRealTimers();
    await userEvent.setup().click(standIn);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jane' })).not.toHaveAttribute('aria-haspopup');
  });

  it('opens the menu when its code arrives after a press on the stand-in', async () => {
    const user = userEvent.setup();
    const menu = menuArrivingLater();
    const { load, arrive } = menu;
    renderMenu(menu);
    await user.click(screen.getByRole('button', { name: 'Jane' }));
    expect(load).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jane' })).toHaveFocus();
  });

  it('opens from the keyboard too, and the real trigger takes the focus', async () => {
    const user = userEvent.setup();
    const menu = menuArrivingLater();
    const { load, arrive } = menu;
    renderMenu(menu);
    await user.tab();
    expect(load).toHaveBeenCalled();
    // The code has started loading; the stand-in keeps the focus until it is pressed.
    await act(async () => {
      arrive();
    });
    expect(screen.getByRole('button', { name: 'Jane' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Jane' })).toHaveFocus());
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});

describe('DeferredMenu with a real menu', () => {
  function RealMenu({ openWith, autoFocus }: DeferredMenuProps) {
    return (
      <DropdownMenuRoot defaultOpen={openWith !== undefined}>
        <DropdownMenuTrigger autoFocus={autoFocus}>Jane</DropdownMenuTrigger>
        <DropdownMenuContent focusFirstItem={openWith === 'keyboard'}>
          <DropdownMenuItem>Profile</DropdownMenuItem>
          <DropdownMenuItem>Sign out</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenuRoot>
    );
  }

  it('opened with Enter on the stand-in, puts the focus on the first item, as the menu itself does', async () => {
    const user = userEvent.setup();
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const load = async () => {
      await arrived;
      return { default: RealMenu };
    };
    const Menu = lazy(load);
    render(<DeferredMenu menu={Menu} load={load} menuProps={{}} triggerClassName="" trigger="Jane" />);
    await user.tab();
    await user.keyboard('{Enter}');
    await act(async () => arrive());
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{End}');
    expect(items[1]).toHaveFocus();
  });

  it('opened with a pointer press, leaves the focus off the items', async () => {
    const user = userEvent.setup();
    const load = async () => ({ default: RealMenu });
    const Menu = lazy(load);
    render(<DeferredMenu menu={Menu} load={load} menuProps={{}} triggerClassName="" trigger="Jane" />);
    await user.click(screen.getByRole('button', { name: 'Jane' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items[0]).not.toHaveFocus();
  });
});
