import { Briefcase, CalendarClock, Mail, MapPin, Phone, Wallet, type LucideIcon } from 'lucide-react';
import { profileText } from '@hireloop/shared';

export type EditableDetail = 'location' | 'phone' | 'experience' | 'ctc' | 'noticePeriod';

interface DetailField {
  key: EditableDetail | 'email';
  label: string;
  icon: LucideIcon;
  placeholder?: string;
  type?: 'text' | 'tel';
}

/** The header's detail tiles, in display order. The e-mail is shown but never edited here. */
export const detailFields: DetailField[] = [
  { key: 'location', label: profileText.location, icon: MapPin, placeholder: 'e.g. Bengaluru, India' },
  { key: 'phone', label: profileText.phone, icon: Phone, placeholder: 'e.g. +91 98765 43210', type: 'tel' },
  {
    key: 'experience',
    label: profileText.experience,
    icon: Briefcase,
    placeholder: profileText.experiencePlaceholder,
  },
  { key: 'ctc', label: profileText.ctc, icon: Wallet, placeholder: profileText.ctcPlaceholder },
  {
    key: 'noticePeriod',
    label: profileText.noticePeriod,
    icon: CalendarClock,
    placeholder: profileText.noticePlaceholder,
  },
  { key: 'email', label: profileText.email, icon: Mail },
];
