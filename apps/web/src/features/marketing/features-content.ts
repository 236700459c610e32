import {
  Bookmark,
  Briefcase,
  Building2,
  ClipboardList,
  FileText,
  LayoutDashboard,
  ListOrdered,
  type LucideIcon,
  Search,
  ShieldCheck,
  Sparkles,
  Workflow,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export type Audience = 'jobseekers' | 'employers';

export interface AudienceFeatures {
  id: Audience;
  tab: string;
  title: string;
  lead: string;
  cta: { label: string; to: string };
  features: { title: string; text: string; icon: LucideIcon }[];
}

/**
 * What the features section says to each audience (docs/product.md 2.3: tabs For Job Seekers / For
 * Employers).
 */
export const AUDIENCE_FEATURES: AudienceFeatures[] = [
  {
    id: 'jobseekers',
    tab: 'For Job Seekers',
    title: 'Spend your time on jobs worth applying to',
    lead: 'One profile, a search that understands you and a clear view of every application.',
    cta: { label: 'Create your free profile', to: paths.signupJobSeeker },
    features: [
      {
        title: 'Smart job matching',
        text: 'Every role is scored against your skills and experience, so the best fits rise to the top.',
        icon: Sparkles,
      },
      {
        title: 'Search that gets you',
        text: 'Filter by title, location, job type and salary, or simply type what you are after.',
        icon: Search,
      },
      {
        title: 'Apply with one profile',
        text: 'Keep your resume, skills, employment, education and projects together and apply in a click.',
        icon: FileText,
      },
      {
        title: 'Track every application',
        text: 'See which applications are applied, in interview or hired, and save roles for later.',
        icon: ClipboardList,
      },
      {
        title: 'Save jobs for later',
        text: 'Build a shortlist as you browse and come back to it whenever you are ready.',
        icon: Bookmark,
      },
      {
        title: 'Verified identity',
        text: 'A quick identity check tells employers you are exactly who you say you are.',
        icon: ShieldCheck,
      },
    ],
  },
  {
    id: 'employers',
    tab: 'For Employers',
    title: 'Meet the right candidates first',
    lead: 'Post a role in minutes and review applicants already ranked by how well they match.',
    cta: { label: 'Start hiring', to: paths.signupEmployer },
    features: [
      {
        title: 'Post jobs in minutes',
        text: 'Describe the role, skills and salary once; edit, close or reopen it whenever you need.',
        icon: Briefcase,
      },
      {
        title: 'Applicants ranked by match',
        text: 'Each applicant comes with a match score, so your shortlist practically writes itself.',
        icon: ListOrdered,
      },
      {
        title: 'A pipeline that flows',
        text: 'Move people from applied to in review to accepted with a single change of status.',
        icon: Workflow,
      },
      {
        title: 'Your hiring at a glance',
        text: 'A dashboard with your open jobs, recent applications and the numbers that matter.',
        icon: LayoutDashboard,
      },
      {
        title: 'A company profile that sells',
        text: 'Show candidates who you are, what you do and why they will love working with you.',
        icon: Building2,
      },
      {
        title: 'Verified candidates',
        text: 'Job seekers confirm their identity, so you spend less time on checks and more on talking.',
        icon: ShieldCheck,
      },
    ],
  },
];
