import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardText } from '@hireloop/shared';
import { TrendBadge } from './trend-badge';

describe('TrendBadge (docs/product.md 2.18 trend percent)', () => {
  it('shows a rise in green with an up arrow', () => {
    const { container } = render(<TrendBadge percent={12} />);
    const badge = container.firstElementChild!;
    expect(badge).toHaveAttribute('data-trend', 'up');
    expect(badge).toHaveTextContent('+12%');
    expect(badge.className).toContain('emerald');
    expect(screen.getByText(dashboardText.trendUp(12))).toHaveClass('sr-only');
  });

  it('shows a fall in red with a down arrow', () => {
    const { container } = render(<TrendBadge percent={-25} />);
    const badge = container.firstElementChild!;
    expect(badge).toHaveAttribute('data-trend', 'down');
    expect(badge).toHaveTextContent('−25%');
    expect(badge.className).toContain('rose');
    expect(screen.getByText(dashboardText.trendDown(25))).toBeInTheDocument();
  });

  it('shows 0% as neutral', () => {
    const { container } = render(<TrendBadge percent={0} />);
    const badge = container.firstElementChild!;
    expect(badge).toHaveAttribute('data-trend', 'flat');
    expect(badge).toHaveTextContent('0%');
    expect(badge).not.toHaveTextContent('+');
    expect(badge.className).toContain('slate');
    expect(screen.getByText(dashboardText.trendFlat)).toBeInTheDocument();
  });
});
