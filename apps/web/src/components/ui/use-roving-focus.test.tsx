import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useRovingFocus } from './use-roving-focus';

function Group() {
  const roving = useRovingFocus<HTMLDivElement>();
  return (
    <>
      <button type="button">Before</button>
      <div role="group" aria-label="Types" {...roving}>
        {['Remote', 'Full-Time', 'Contract'].map((label) => (
          <input key={label} type="checkbox" aria-label={label} />
        ))}
      </div>
      <button type="button">After</button>
    </>
  );
}

describe('useRovingFocus', () => {
  it('makes the group one tab stop that the arrow keys, Home and End move through', async () => {
    const user = userEvent.setup();
    render(<Group />);
    await user.tab();
    await user.tab();
    expect(screen.getByLabelText('Remote')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    await user.tab({ shift: true });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('Full-Time')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('Full-Time')).toBeChecked();
    await user.keyboard('{End}');
    expect(screen.getByLabelText('Contract')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByLabelText('Remote')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByLabelText('Contract')).toHaveFocus();

    // Leaving and coming back lands on the option last used.
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByLabelText('Contract')).toHaveFocus();
  });
});
