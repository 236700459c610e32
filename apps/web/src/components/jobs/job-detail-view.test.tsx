import { render as renderBare, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jobDetailText } from '@hireloop/shared';
import { makeJob } from '@/test/job-fixtures';
import { JobDetailView, requirementLines } from './job-detail-view';

/** The company name is a link to the company page, so the view needs a router around it. */
const render = (node: ReactNode) => renderBare(<MemoryRouter>{node}</MemoryRouter>);

describe('requirement lines', () => {
  it('keeps line breaks as items and drops typed bullets and blank lines', () => {
    expect(requirementLines('- One\n\n• Two\r\n3. Three\n  * Four  \nFive-year plan')).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
      'Five-year plan',
    ]);
  });
});

describe('job detail view (docs/product.md 2.13)', () => {
  it('is the page: the title is its h1, the sections h2, the buttons in the header', () => {
    render(<JobDetailView job={makeJob()} actions={<button type="button">Apply Now</button>} />);
    const article = screen.getByRole('article', { name: 'Senior React Developer' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Senior React Developer');
    expect(within(article).getByRole('heading', { level: 2, name: jobDetailText.aboutRole })).toBeVisible();
    expect(within(article).getByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
  });

  it('sits under a page of its own with one heading level less, named by its label', () => {
    render(<JobDetailView job={makeJob()} nested={{ label: 'Job preview' }} />);
    const article = screen.getByRole('article', { name: 'Job preview' });
    expect(within(article).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Senior React Developer' })).toBeVisible();
    expect(within(article).getByRole('heading', { level: 3, name: jobDetailText.lookingFor })).toBeVisible();
  });

  it('shows a range that is not set yet as not specified, and no buttons on a removed job', () => {
    const job = { ...makeJob({ isRemoved: true }), salaryMin: null, experienceMax: null };
    render(<JobDetailView job={job} actions={<button type="button">Apply Now</button>} />);
    expect(screen.getByTestId('job-compensation')).toHaveTextContent(jobDetailText.notSpecified);
    expect(screen.getByTestId('job-experience')).toHaveTextContent(jobDetailText.notSpecified);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
