import { Link, useParams } from 'react-router';
import { Briefcase } from 'lucide-react';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** /job/:jobId — stand-in until the job detail screen (spec 2.13) lands. */
export function JobDetailRoute() {
  const { jobId } = useParams();
  return (
    <UpcomingScreen
      title="Job Details"
      icon={Briefcase}
      message={`The full details of job ${jobId ?? ''} open here soon.`}
    >
      <Link to={paths.findJobs} className={buttonClasses('secondary')}>
        Back to Find Jobs
      </Link>
    </UpcomingScreen>
  );
}
