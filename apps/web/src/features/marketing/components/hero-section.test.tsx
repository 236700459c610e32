import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  describe('How It Works video', () => {
    async function openVideo() {
      mockSession();
      const rendered = renderWithRouter(<HeroSection />);
      const button = screen.getByRole('button', { name: 'How It Works' });
      await rendered.user.click(button);
      // The dialog's code loads on the first click (slowly under Vitest's on-the-fly transform).
      const dialog = await screen.findByRole('dialog', { name: 'How HireLoop works' }, { timeout: 15_000 });
      return { ...rendered, button, dialog };
    }

    it('opens a placeholder frame that says the video is coming', async () => {
      const { dialog } = await openVideo();
      expect(within(dialog).getByText('Video coming soon')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Close video' })).toHaveFocus();
      // The page behind does not scroll (Radix's scroll lock marks the body).
      expect(document.body).toHaveAttribute('data-scroll-locked');
    });

    it('closes with Escape and gives focus back to the button', async () => {
      const { user, button } = await openVideo();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(button).toHaveFocus());
      expect(document.body).not.toHaveAttribute('data-scroll-locked');
    });

    it('closes with the close button', async () => {
      const { user, dialog } = await openVideo();
      await user.click(within(dialog).getByRole('button', { name: 'Close video' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes on a backdrop click but not on a click inside the frame', async () => {
      const { user, dialog } = await openVideo();
      await user.click(within(dialog).getByText('Video coming soon'));
      expect(screen.getByRole('dialog')).toBeInTheDocument();

      await user.click(screen.getByTestId('video-modal-backdrop'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('keeps Tab inside the dialog', async () => {
      const { user, dialog } = await openVideo();
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });
  });
});
