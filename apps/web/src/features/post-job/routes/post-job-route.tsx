import { PlusCircle } from 'lucide-react';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';

/** /post-job — stand-in until the job form (spec 2.19) lands. */
export function PostJobRoute() {
  return (
    <UpcomingScreen
      title="Post a Job"
      icon={PlusCircle}
      message="Posting and editing jobs opens here soon."
    />
  );
}
