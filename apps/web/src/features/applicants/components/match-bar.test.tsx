import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MatchBar } from './match-bar';

describe('MatchBar', () => {
  it.each([
    [0, 'red'],
    [40, 'red'],
    [41, 'yellow'],
    [70, 'yellow'],
    [71, 'green'],
    [100, 'green'],
  ])('colours a score of %i %s', (score, colour) => {
    render(<MatchBar score={score} />);
    const meter = screen.getByRole('meter', { name: 'Match score' });
    expect(meter).toHaveAttribute('data-colour', colour);
    expect(meter).toHaveAttribute('aria-valuenow', String(score));
    expect(screen.getByText(`${score}%`)).toBeInTheDocument();
  });

  it('fills the bar to the score and shows the summary line', () => {
    const summary = '7 of 9 key skills; missing: Kubernetes, Terraform; 4 yrs for 3-6';
    render(<MatchBar score={64} summary={summary} />);
    const fill = screen.getByRole('meter').firstElementChild as HTMLElement;
    expect(fill.style.width).toBe('64%');
    expect(screen.getByText(summary)).toBeInTheDocument();
  });

  it('says when an application has no score yet', () => {
    render(<MatchBar score={null} />);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.getByText('Not scored yet')).toBeInTheDocument();
  });
});
