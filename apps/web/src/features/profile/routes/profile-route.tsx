import { useSession } from '@/lib/session';
import { EducationSection } from '../components/education-section';
import { EmploymentSection } from '../components/employment-section';
import { HeadlineCard } from '../components/headline-card';
import { ProfileHeader } from '../components/profile-header';
import { ProjectsSection } from '../components/projects-section';
import { QuickLinks } from '../components/quick-links';
import { ResumeCard } from '../components/resume-card';
import { SkillsCard } from '../components/skills-card';

/**
 * /profile — the job seeker's own profile (docs/product.md 2.15). The session user is the profile: every save
 * answers the stored user, which replaces the session user, so the top bar follows at once.
 */
export function ProfileRoute() {
  const { user } = useSession();
  // The job seeker guard only renders this route for a signed-in user.
  if (!user) return null;

  return (
    <div className="space-y-6">
      <ProfileHeader user={user} />
      <div className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-24">
          <QuickLinks user={user} />
        </aside>
        <div className="space-y-6">
          <ResumeCard user={user} />
          <HeadlineCard headline={user.headline} />
          <SkillsCard skills={user.skills} />
          <EmploymentSection entries={user.employment} />
          <EducationSection entries={user.education} />
          <ProjectsSection entries={user.projects} />
        </div>
      </div>
    </div>
  );
}
