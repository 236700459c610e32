import {
  BarChart3,
  Bell,
  BookOpen,
  Bookmark,
  Briefcase,
  Building2,
  ClipboardList,
  FileText,
  Globe,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  MessageSquareText,
  Search,
  Settings,
  Star,
  UserRound,
  Users,
  Wallet,
  Wrench,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface MenuLink {
  label: string;
  to: string;
  description: string;
  icon: LucideIcon;
}

export type MenuId = 'jobseekers' | 'employers' | 'resources';

export interface HeaderMenu {
  id: MenuId;
  label: string;
  blurb: string;
  links: MenuLink[];
}

/**
 * The header's menus (docs/product.md 2.4). The call-to-action of each menu depends on the session, see
 * site-header.
 */
export const HEADER_MENUS: HeaderMenu[] = [
  {
    id: 'jobseekers',
    label: 'For Job Seekers',
    blurb: 'Find roles that match your skills and track every application in one place.',
    links: [
      {
        label: 'Find Jobs',
        to: paths.findJobs,
        description: 'Search open roles by title, skill or place',
        icon: Search,
      },
      { label: 'Remote Jobs', to: paths.remoteJobs, description: 'Work from anywhere', icon: Globe },
      {
        label: 'Featured Jobs',
        to: paths.comingSoon('featured-jobs'),
        description: 'Hand-picked openings',
        icon: Star,
      },
      {
        label: 'Job Alerts',
        to: paths.alerts,
        description: 'New matches in your inbox',
        icon: Bell,
      },
      { label: 'Saved Jobs', to: paths.savedJobs, description: 'Your shortlist of roles', icon: Bookmark },
      {
        label: 'Applications',
        to: paths.applications,
        description: 'See where each one stands',
        icon: ClipboardList,
      },
    ],
  },
  {
    id: 'employers',
    label: 'For Employers',
    blurb: 'Post jobs, meet applicants ranked by match score and hire with confidence.',
    links: [
      { label: 'Post a Job', to: paths.postJob, description: 'Go live in minutes', icon: Briefcase },
      {
        label: 'Find Candidates',
        to: paths.comingSoon('find-candidates'),
        description: 'Browse verified talent',
        icon: Users,
      },
      {
        label: 'Employer Dashboard',
        to: paths.employerDashboard,
        description: 'Your hiring at a glance',
        icon: LayoutDashboard,
      },
      { label: 'Company Profile', to: paths.companyProfile, description: 'Tell your story', icon: Building2 },
      {
        label: 'Recruitment Tools',
        to: paths.comingSoon('recruitment-tools'),
        description: 'Work smarter, hire faster',
        icon: Wrench,
      },
      {
        label: 'Analytics',
        to: paths.comingSoon('analytics'),
        description: 'Measure what matters',
        icon: BarChart3,
      },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    blurb: 'Guides, templates and data to help you take the next step in your career.',
    links: [
      { label: 'Blog', to: paths.comingSoon('blog'), description: 'Stories and advice', icon: BookOpen },
      {
        label: 'Resume Templates',
        to: paths.comingSoon('resume-templates'),
        description: 'Stand out from the first line',
        icon: FileText,
      },
      {
        label: 'Interview Tips',
        to: paths.comingSoon('interview-tips'),
        description: 'Walk in prepared',
        icon: MessageSquareText,
      },
      {
        label: 'Salary Guide',
        to: paths.comingSoon('salary-guide'),
        description: 'Know your worth',
        icon: Wallet,
      },
      {
        label: 'Career Tools',
        to: paths.comingSoon('career-tools'),
        description: 'Calculators and checklists',
        icon: Wrench,
      },
      {
        label: 'Help Center',
        to: paths.comingSoon('help'),
        description: 'Answers to common questions',
        icon: LifeBuoy,
      },
    ],
  },
];

export interface FooterColumn {
  title: string;
  links: { label: string; to: string }[];
}

/**
 * The footer's link columns (docs/product.md 2.5), with their labels. Create Profile and Upload Resume lead a
 * signed-in job seeker to the profile, anyone else to job seeker sign-up.
 */
export function footerColumns(isJobSeeker: boolean): FooterColumn[] {
  const profile = isJobSeeker ? paths.profile : paths.signupJobSeeker;
  return [
    {
      title: 'For Job Seekers',
      links: [
        { label: 'Find Jobs', to: paths.findJobs },
        { label: 'Create Profile', to: profile },
        { label: 'Upload Resume', to: profile },
        { label: 'Job Alerts', to: paths.alerts },
        { label: 'Career Advice', to: paths.comingSoon('career-advice') },
      ],
    },
    {
      title: 'For Employers',
      links: [
        { label: 'Post a Job', to: paths.postJob },
        { label: 'Find Candidates', to: paths.comingSoon('find-candidates') },
        { label: 'Employer Dashboard', to: paths.employerDashboard },
        { label: 'Pricing', to: paths.comingSoon('pricing') },
        { label: 'Success Stories', to: paths.comingSoon('success-stories') },
      ],
    },
    {
      title: 'Resources',
      links: [
        { label: 'Blog', to: paths.comingSoon('blog') },
        { label: 'Resume Templates', to: paths.comingSoon('resume-templates') },
        { label: 'Interview Tips', to: paths.comingSoon('interview-tips') },
        { label: 'Salary Guide', to: paths.comingSoon('salary-guide') },
        { label: 'Reports', to: paths.comingSoon('reports') },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About Us', to: paths.comingSoon('about') },
        { label: 'Contact', to: paths.comingSoon('contact') },
        { label: 'Privacy Policy', to: paths.privacy },
        { label: 'Terms of Service', to: paths.terms },
        { label: 'Cookie Policy', to: paths.cookies },
      ],
    },
    {
      title: 'Support',
      links: [
        { label: 'Help Center', to: paths.comingSoon('help') },
        { label: 'FAQs', to: paths.comingSoon('faqs') },
        { label: 'Support', to: paths.comingSoon('support') },
        { label: 'Live Chat', to: paths.comingSoon('chat') },
        { label: 'Community Forum', to: paths.comingSoon('forum') },
      ],
    },
  ];
}

/**
 * Each header menu ends with a call to action (docs/product.md 2.4); Get Started depends on who is signed in.
 */
export function getMenuCta(menu: MenuId, isEmployer: boolean): { label: string; to: string } {
  switch (menu) {
    case 'jobseekers':
      return { label: 'Start Job Search', to: paths.findJobs };
    case 'employers':
      return { label: 'Get Started', to: isEmployer ? paths.employerDashboard : paths.signupEmployer };
    case 'resources':
      return { label: 'Explore Resources', to: paths.comingSoon('resources') };
  }
}

export const SIGN_UP_LINKS = [
  { label: 'Job Seeker', to: paths.signupJobSeeker, description: 'Find your next role' },
  { label: 'Employer', to: paths.signupEmployer, description: 'Hire great people' },
] as const;

export const ACCOUNT_LINKS = [
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Profile', to: paths.profile, icon: UserRound },
  { label: 'Settings', to: paths.settings, icon: Settings },
] as const;
