import { Search } from 'lucide-react';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';

/** /find-jobs — stand-in until the job search screen (spec 2.12) lands. */
export function FindJobsRoute() {
  return (
    <UpcomingScreen title="Find Jobs" icon={Search} message="Job search with filters opens here soon." />
  );
}
