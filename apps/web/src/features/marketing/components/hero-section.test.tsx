import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { howItWorksText } from '@hireloop/shared';
import { mockSession, renderWithRouter, signedInAs } from '@/test/site';
import { HeroSection } from './hero-section';

vi.mock('@/lib/session', () => ({ useSession: vi.fn() }));

describe('HeroSection', () => {
  it('has a Browse All Jobs button to /find-jobs', async () => {
    mockSession();
    const { user, location } = renderWithRouter(<HeroSection />);
    await user.click(screen.getByRole('link', { name: 'Browse All Jobs' }));
    expect(location()).toBe('/find-jobs');
  });

  describe('Post Jobs', () => {
    it('sends a visitor to /login', () => {
      mockSession();
      renderWithRouter(<HeroSection />);
      expect(screen.getByRole('link', { name: 'Post Jobs' })).toHaveAttribute('href', '/login');
    });

    it('sends a job seeker to /login', () => {
      signedInAs({ role: 'jobseeker' });
      renderWithRouter(<HeroSection />);
      expect(screen.getByRole('link', { name: 'Post Jobs' })).toHaveAttribute('href', '/login');
    });

    it('sends an employer to /employer-dashboard, whatever the case of the role', () => {
      signedInAs({ role: 'EMPLOYER' as 'employer' });
      renderWithRouter(<HeroSection />);
      expect(screen.getByRole('link', { name: 'Post Jobs' })).toHaveAttribute('href', '/employer-dashboard');
    });
  });

  describe('How It Works', () => {
    async function openDialog() {
      mockSession();
      const rendered = renderWithRouter(<HeroSection />);
      const button = screen.getByRole('button', { name: 'How It Works' });
      await rendered.user.click(button);
      // The dialog's code loads on the first click (slowly under Vitest's on-the-fly transform).
      const dialog = await screen.findByRole('dialog', { name: 'How HireLoop works' }, { timeout: 15_000 });
      return { ...rendered, button, dialog };
    }

    it('walks through the steps of each side of hiring, with no video placeholder', async () => {
      const { user, dialog } = await openDialog();
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
      const steps = () =>
        within(dialog)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent);
      expect(steps()).toEqual(howItWorksText.jobSeekerSteps.map((step) => step.title));
      await user.click(within(dialog).getByRole('tab', { name: howItWorksText.employersTab }));
      expect(steps()).toEqual(howItWorksText.employerSteps.map((step) => step.title));
      expect(dialog).not.toHaveTextContent(/coming soon|video/i);
      // The page behind does not scroll (Radix's scroll lock marks the body).
      expect(document.body).toHaveAttribute('data-scroll-locked');
    });

    it('closes with Escape and gives focus back to the button', async () => {
      const { user, button } = await openDialog();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(button).toHaveFocus());
      expect(document.body).not.toHaveAttribute('data-scroll-locked');
    });

    it('closes with the close button', async () => {
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes on a backdrop click but not on a click inside the frame', async () => {
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByText(howItWorksText.jobSeekerSteps[0].title));
      expect(screen.getByRole('dialog')).toBeInTheDocument();

      await user.click(screen.getByTestId('how-it-works-backdrop'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('keeps Tab inside the dialog', async () => {
      const { user, dialog } = await openDialog();
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });
  });
});
