import { useState } from 'react';
import { companyProfileText } from '@hireloop/shared';
import { useSession } from '@/lib/session';
import { CompanyProfileForm } from '../components/company-profile-form';
import { CompanyProfileView } from '../components/company-profile-view';

/**
 * /company-profile — the employer's own profile (docs/product.md 2.22), in view or edit mode. The session
 * user is the profile: a save answers the stored user, which replaces the session user.
 */
export function CompanyProfileRoute() {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  // The employer guard only renders this route for a signed-in user.
  if (!user) return null;

  return (
    <section aria-labelledby="company-profile-title">
      <div className="mb-6">
        <h1
          id="company-profile-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {companyProfileText.title}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{companyProfileText.subtitle}</p>
      </div>
      {editing ? (
        <CompanyProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <CompanyProfileView user={user} onEdit={() => setEditing(true)} />
      )}
    </section>
  );
}
