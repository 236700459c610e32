import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardText, type ApplicationsPerDay, type JobStatusCounts } from '@hireloop/shared';
import { ApplicationsChart } from './applications-chart';
import { StatusChart } from './status-chart';

function days(counts: Record<number, number> = {}): ApplicationsPerDay[] {
  return Array.from({ length: 30 }, (_, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    count: counts[i] ?? 0,
  }));
}

const zero = { Applied: 0, 'In Review': 0, Interview: 0, Accepted: 0, Hired: 0, Rejected: 0 };

describe('ApplicationsChart', () => {
  it('draws the axes but no bars for 30 empty days, and says so', () => {
    render(<ApplicationsChart days={days()} />);
    expect(screen.getByText(dashboardText.applicationsChartEmpty)).toBeInTheDocument();
    expect(screen.queryAllByTestId('chart-bar')).toHaveLength(0);
    expect(screen.getAllByTestId('chart-day')).toHaveLength(30);
    expect(screen.getByRole('img')).toHaveAccessibleName(/0 in total/);
  });

  it('draws one bar per day with applications, each with a tooltip', () => {
    render(<ApplicationsChart days={days({ 3: 2, 29: 5 })} />);
    expect(screen.queryByText(dashboardText.applicationsChartEmpty)).not.toBeInTheDocument();
    expect(screen.getAllByTestId('chart-bar')).toHaveLength(2);
    expect(screen.getByText('5 applications on Mon, Mar 30')).toBeInTheDocument();
    expect(screen.getByText('0 applications on Sun, Mar 1')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(/7 in total/);
  });
});

describe('StatusChart', () => {
  it('explains the empty chart when no job has applications', () => {
    render(<StatusChart jobs={[]} />);
    expect(screen.getByText(dashboardText.statusChartEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // The legend still names every status.
    expect(screen.getByText('In Review')).toBeInTheDocument();
  });

  it('stacks each job by status with a tooltip per segment and the total', () => {
    const jobs: JobStatusCounts[] = [
      { jobId: 'a', title: 'Robotics Engineer', counts: { ...zero, Applied: 2, Hired: 1 } },
      { jobId: 'b', title: 'Designer', counts: { ...zero, Rejected: 1 } },
    ];
    const { container } = render(<StatusChart jobs={jobs} />);
    expect(screen.getAllByTestId('status-row')).toHaveLength(2);
    const segments = [...container.querySelectorAll('rect[data-status]')].map((r) =>
      r.getAttribute('data-status'),
    );
    expect(segments).toEqual(['Applied', 'Hired', 'Rejected']);
    expect(screen.getByText('Robotics Engineer · Hired: 1')).toBeInTheDocument();
    expect(screen.getByText('Robotics Engineer: Applied 2, Hired 1')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });
});
