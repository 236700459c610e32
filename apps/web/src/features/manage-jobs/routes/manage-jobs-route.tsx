import { ListChecks } from 'lucide-react';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';

/** /manage-jobs — stand-in until the jobs table (spec 2.20) lands. */
export function ManageJobsRoute() {
  return (
    <UpcomingScreen
      title="Manage Jobs"
      icon={ListChecks}
      message="Your job listings will be managed here soon."
    />
  );
}
