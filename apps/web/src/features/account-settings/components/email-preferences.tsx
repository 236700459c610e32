import { Mail } from 'lucide-react';
import {
  accountMessages,
  accountSettingsText as text,
  type EmailPreferences as Preferences,
} from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { useEmailPreferences } from '@/lib/email-preferences';
import { useUpdateEmailPreferences } from '../api/update-email-preferences';
import { SettingsSection } from './settings-section';

const SWITCHES: { key: keyof Preferences; label: string; hint: string }[] = [
  { key: 'applicationStatusMails', label: text.statusMails, hint: text.statusMailsHint },
  { key: 'jobAlertMails', label: text.jobAlertMails, hint: text.jobAlertMailsHint },
];

/**
 * The job seeker's optional e-mails, each switch saved at once. Employers get no optional e-mails
 * (docs/decisions/0022-account-settings.md), so they read a line saying so.
 */
export function EmailPreferences({ forEmployer }: { forEmployer: boolean }) {
  return (
    <SettingsSection
      id="email"
      title={text.emailTitle}
      intro={forEmployer ? text.employerEmailIntro : text.emailIntro}
      icon={Mail}
    >
      {forEmployer ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          {text.employerEmailNote}
        </p>
      ) : (
        <SeekerSwitches />
      )}
    </SettingsSection>
  );
}

function SeekerSwitches() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  if (preferences.isPending) return <Spinner label="Loading" />;
  if (preferences.isError) return <Alert>{accountMessages.preferencesLoadFailed}</Alert>;
  const current = preferences.data.preferences;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {SWITCHES.map(({ key, label, hint }) => {
        const pending = update.isPending && update.variables[key] !== undefined;
        const checked = pending ? (update.variables[key] as boolean) : current[key];
        return (
          <li key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p id={`${key}-label`} className="text-sm font-medium text-slate-900 dark:text-white">
                {label}
              </p>
              <p id={`${key}-hint`} className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
                {hint}
              </p>
            </div>
            <Switch
              id={`${key}-switch`}
              checked={checked}
              disabled={update.isPending}
              labelledBy={`${key}-label`}
              describedBy={`${key}-hint`}
              onCheckedChange={(on) => update.mutate({ [key]: on })}
            />
          </li>
        );
      })}
    </ul>
  );
}
