import { Building2 } from 'lucide-react';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';

/** /company-profile — stand-in until the company profile (spec 2.22) lands. */
export function CompanyProfileRoute() {
  return (
    <UpcomingScreen
      title="Company Profile"
      icon={Building2}
      message="Your company profile can be edited here soon."
    />
  );
}
