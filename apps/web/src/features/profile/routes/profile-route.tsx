import { UserRound } from 'lucide-react';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';

/** /profile — stand-in until the profile screen (spec 2.15) lands. */
export function ProfileRoute() {
  return (
    <UpcomingScreen
      title="My Profile"
      icon={UserRound}
      message="Your resume, headline, skills, employment, education and projects will be managed here soon."
    />
  );
}
