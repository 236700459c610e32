import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeJob } from '@/test/job-fixtures';
import { JobCard } from './job-card';
import { cardSalaryRange, formatPostedDate, jobTypeTone } from './job-format';

function renderCard(node: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: node }]);
  render(<RouterProvider router={router} />);
}

describe('job card formatting (docs/product.md 2.12)', () => {
  it.each([
    ['Full-Time', 'green'],
    ['Part-Time', 'yellow'],
    ['Contract', 'purple'],
    ['Remote', 'blue'],
    ['Internship', 'blue'],
    ['Freelance', 'blue'],
  ])('colours %s %s', (type, tone) => {
    expect(jobTypeTone(type)).toBe(tone);
  });

  it('shows salary in $ with a k from 1000 on, followed by /m', () => {
    expect(cardSalaryRange(120000, 150000)).toBe('$120k/m - $150k/m');
    expect(cardSalaryRange(85500, 90000)).toBe('$85.5k/m - $90k/m');
    expect(cardSalaryRange(500, 999)).toBe('$500/m - $999/m');
    expect(cardSalaryRange(60000, 60000)).toBe('$60k/m');
  });

  it('shows the posted date as Do MMM YYYY', () => {
    expect(formatPostedDate('2026-03-05T12:00:00.000Z')).toBe('5th Mar 2026');
    expect(formatPostedDate('2026-11-22T12:00:00.000Z')).toBe('22nd Nov 2026');
    expect(formatPostedDate('2026-01-01T12:00:00.000Z')).toBe('1st Jan 2026');
  });

  it('shows the job: title linking to /job/{id}, company, location, coloured type, salary, date, skills', () => {
    const job = makeJob({
      _id: 'abc-123',
      type: 'Contract',
      keySkills: ['React', 'Node', 'SQL', 'AWS', 'Go'],
    });
    renderCard(<JobCard job={job} />);
    const card = screen.getByTestId('job-card');
    expect(within(card).getByRole('link', { name: 'Senior React Developer' })).toHaveAttribute(
      'href',
      '/job/abc-123',
    );
    expect(card).toHaveTextContent('Acme Robotics');
    expect(card).toHaveTextContent('Bangalore');
    expect(within(card).getByText('Contract')).toHaveAttribute('data-tone', 'purple');
    expect(within(card).getByTestId('job-salary')).toHaveTextContent('$120k/m - $150k/m');
    expect(card).toHaveTextContent('Posted 5th Mar 2026');
    const skills = within(card).getByRole('list', { name: 'Key skills' });
    expect(skills).toHaveTextContent('ReactNodeSQLAWS+1');
    expect(within(card).getByTestId('company-logo-placeholder')).toBeInTheDocument();
  });

  it('shows the company logo when there is one, and the actions it is given', () => {
    const job = makeJob({ company: { companyName: 'CloudNest', companyLogo: '/uploads/logo.png' } });
    renderCard(<JobCard job={job} view="list" actions={<button type="button">Save job</button>} />);
    expect(screen.getByRole('img', { name: 'CloudNest logo' })).toHaveAttribute('src', '/uploads/logo.png');
    expect(screen.getByRole('button', { name: 'Save job' })).toBeInTheDocument();
    expect(screen.getByTestId('job-card')).toHaveAttribute('data-view', 'list');
  });
});
