import { lazy } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredMenu, type DeferredMenuProps } from './deferred-menu';

/** A menu whose code arrives when the test says so. */
function menuArrivingLater() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return {
      default: ({ label, defaultOpen, autoFocus }: { label: string } & DeferredMenuProps) => (
        // A stand-in for a Radix menu: its trigger, and the panel while open.
        <>
          <button type="button" aria-expanded={Boolean(defaultOpen)} autoFocus={autoFocus}>
            {label}
          </button>
          {defaultOpen && <div role="menu">the menu</div>}
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
  it('loads its code once the screen has settled, not with the screen', async () => {
    vi.useFakeTimers();
    const menu = menuArrivingLater();
    const { load, arrive } = menu;
    renderMenu(menu);
    expect(screen.getByRole('button', { name: 'Jane' })).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(load).toHaveBeenCalled();
    vi.useRealTimers();
    arrive();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Jane' })).not.toHaveAttribute('aria-haspopup'),
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
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
    // The code has started loading; the stand-in keeps the focus until the screen settles.
    await act(async () => {
      arrive();
    });
    expect(screen.getByRole('button', { name: 'Jane' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Jane' })).toHaveFocus());
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
