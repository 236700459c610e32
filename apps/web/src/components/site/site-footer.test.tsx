import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './site-footer';
import { hrefsIn, mockSession, renderWithRouter, signedInAs } from '@/test/site';

vi.mock('@/lib/session', () => ({ useSession: vi.fn() }));

/** docs/product.md 2.5's footer, each label with where it leads now (issue 15, A11). */
const FOOTER_LINKS = [
  '/find-jobs',
  '/signup/jobseeker',
  '/signup/jobseeker',
  '/alerts',
  '/coming-soon?what=career-advice',
  '/post-job',
  '/coming-soon?what=find-candidates',
  '/employer-dashboard',
  '/coming-soon?what=pricing',
  '/coming-soon?what=success-stories',
  '/coming-soon?what=blog',
  '/coming-soon?what=resume-templates',
  '/coming-soon?what=interview-tips',
  '/coming-soon?what=salary-guide',
  '/coming-soon?what=reports',
  '/coming-soon?what=about',
  '/coming-soon?what=contact',
  '/privacy',
  '/terms',
  '/privacy#cookies',
  '/coming-soon?what=help',
  '/coming-soon?what=faqs',
  '/coming-soon?what=support',
  '/coming-soon?what=chat',
  '/coming-soon?what=forum',
];

describe('SiteFooter', () => {
  beforeEach(() => {
    mockSession();
  });

  it('links each spec footer item to its page, sign-up or the coming-soon page', () => {
    const { container } = renderWithRouter(<SiteFooter />);
    const footer = container.querySelector('footer');
    if (!footer) throw new Error('no footer');
    expect(hrefsIn(footer).sort()).toEqual([...FOOTER_LINKS].sort());
  });

  it('sends a signed-in job seeker to the profile to create it or upload a resume', () => {
    signedInAs({ role: 'jobseeker' });
    renderWithRouter(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Upload Resume' })).toHaveAttribute('href', '/profile');
  });

  it('groups the links into labelled columns', () => {
    renderWithRouter(<SiteFooter />);
    for (const title of ['For Job Seekers', 'For Employers', 'Resources', 'Company', 'Support']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('shows the copyright line', () => {
    renderWithRouter(<SiteFooter />);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} HireLoop. All rights reserved.`),
    ).toBeInTheDocument();
  });

  describe('newsletter', () => {
    it('asks for an address when the box is empty', async () => {
      const { user } = renderWithRouter(<SiteFooter />);
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(screen.getByText('Email is required')).toBeInTheDocument();
      expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    });

    it('rejects a malformed address and clears the error once the visitor edits it', async () => {
      const { user } = renderWithRouter(<SiteFooter />);
      const input = screen.getByLabelText('Email address');
      await user.type(input, 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
      expect(input).toHaveFocus();

      await user.type(input, '@example.com');
      expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    });

    it('confirms a valid address inline without leaving the page', async () => {
      const { user, location } = renderWithRouter(<SiteFooter />);
      const input = screen.getByLabelText('Email address');
      await user.type(input, '  sam@example.com ');
      await user.keyboard('{Enter}');

      expect(screen.getByRole('status')).toHaveTextContent(
        "You're on the list! We'll send the next issue to sam@example.com.",
      );
      expect(input).toHaveValue('');
      expect(location()).toBe('/');
    });
  });
});
