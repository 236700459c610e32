import { accountSettingsText as text, isRole } from '@hireloop/shared';
import { useSession } from '@/lib/session';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountSection } from '../components/delete-account-section';
import { EmailPreferences } from '../components/email-preferences';

/**
 * /settings — the signed-in user's account settings, for both roles
 * (docs/decisions/0022-account-settings.md): password, e-mail preferences, deleting the account.
 */
export function AccountSettingsRoute() {
  const { user } = useSession();
  // The guard only renders this route for a signed-in user.
  if (!user) return null;
  const forEmployer = isRole(user.role, 'employer');

  return (
    <section aria-labelledby="settings-title" className="mx-auto max-w-3xl">
      <div className="mb-6">
        <h1
          id="settings-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {text.title}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{text.subtitle}</p>
      </div>
      <div className="space-y-6">
        <ChangePasswordForm />
        <EmailPreferences forEmployer={forEmployer} />
        <DeleteAccountSection forEmployer={forEmployer} />
      </div>
    </section>
  );
}
