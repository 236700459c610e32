import { Navigate, useLocation } from 'react-router';
import { Users } from 'lucide-react';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';
import { paths } from '@/lib/paths';

/** /applicants — needs a jobId in navigation state (spec 2.21); the list itself lands later. */
export function ApplicantsRoute() {
  const jobId = (useLocation().state as { jobId?: string } | null)?.jobId;
  if (!jobId) return <Navigate to={paths.manageJobs} replace />;
  return (
    <UpcomingScreen
      title="Applicants"
      icon={Users}
      message="Applicants ranked by match score appear here soon."
    />
  );
}
