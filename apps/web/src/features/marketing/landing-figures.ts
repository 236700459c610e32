import { Briefcase, Building2, Handshake, Target, Users } from 'lucide-react';
import { LANDING_STATS } from '@hireloop/shared';

/** The fixed marketing figures of docs/product.md section 1; they are display text, not data. */
export const LANDING_FIGURES = [
  { value: LANDING_STATS.activeUsers, label: 'Active users', icon: Users },
  { value: LANDING_STATS.companies, label: 'Companies', icon: Building2 },
  { value: LANDING_STATS.jobsPosted, label: 'Jobs posted', icon: Briefcase },
  { value: LANDING_STATS.hires, label: 'Hires', icon: Handshake },
  { value: LANDING_STATS.matchRate, label: 'Match rate', icon: Target },
] as const;
