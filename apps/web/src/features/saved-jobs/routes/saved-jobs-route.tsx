import { Bookmark } from 'lucide-react';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';

/** /saved-jobs — stand-in until the saved jobs screen (spec 2.14) lands. */
export function SavedJobsRoute() {
  return (
    <UpcomingScreen
      title="Saved Jobs"
      icon={Bookmark}
      message="The jobs you save will be listed here soon."
    />
  );
}
