import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';
import { hrefsIn, renderWithRouter } from './test-utils';

const SPEC_FOOTER_LINKS = [
  '/find-jobs',
  '/create-profile',
  '/upload-resume',
  '/job-alerts',
  '/career-advice',
  '/post-job',
  '/find-candidates',
  '/employer-dashboard',
  '/pricing',
  '/success-stories',
  '/blog',
  '/templates',
  '/interview-tips',
  '/salary-guide',
  '/reports',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/help',
  '/faqs',
  '/support',
  '/chat',
  '/forum',
  '/cookies',
];

describe('SiteFooter', () => {
  it('links to exactly the spec footer targets, each once', () => {
    const { container } = renderWithRouter(<SiteFooter />);
    const footer = container.querySelector('footer');
    if (!footer) throw new Error('no footer');
    expect(hrefsIn(footer).sort()).toEqual([...SPEC_FOOTER_LINKS].sort());
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
