import { LayoutDashboard } from 'lucide-react';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';

/** /employer-dashboard — stand-in until the dashboard (spec 2.18) lands. */
export function EmployerDashboardRoute() {
  return (
    <UpcomingScreen
      title="Dashboard"
      icon={LayoutDashboard}
      message="Your hiring statistics, recent job posts and recent applications appear here soon."
    />
  );
}
