import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/site';
import { FeaturesSection } from './features-section';

describe('FeaturesSection', () => {
  it('starts on For Job Seekers and switches to For Employers on click', async () => {
    const { user } = renderWithRouter(<FeaturesSection />);
    const seekers = screen.getByRole('tab', { name: 'For Job Seekers' });
    const employers = screen.getByRole('tab', { name: 'For Employers' });
    expect(seekers).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('For Job Seekers');
    expect(screen.getByText('Smart job matching')).toBeInTheDocument();

    await user.click(employers);
    expect(employers).toHaveAttribute('aria-selected', 'true');
    expect(seekers).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('For Employers');
    expect(screen.getByText('Applicants ranked by match')).toBeInTheDocument();
    expect(screen.queryByText('Smart job matching')).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderWithRouter(<FeaturesSection />);
    screen.getByRole('tab', { name: 'For Job Seekers' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'For Employers' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'For Employers' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'For Job Seekers' })).toHaveAttribute('aria-selected', 'true');
  });
});
