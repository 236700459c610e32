import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { Building2, ExternalLink, Eye, Globe, Mail, MapPin, Pencil, UserRound, Users } from 'lucide-react';
import { companyPageText, companyProfileText, roleLabel, websiteLabel, type User } from '@hireloop/shared';
import { CompanyLogo } from '@/components/jobs/company-logo';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { paths } from '@/lib/paths';

interface CompanyProfileViewProps {
  user: User;
  onEdit: () => void;
}

/** The company profile as candidates meet it, with the 'Edit Profile' button (docs/product.md 2.22). */
export function CompanyProfileView({ user, onEdit }: CompanyProfileViewProps) {
  const name = user.fullName || user.name;
  return (
    <div className="space-y-6">
      <Card className="overflow-hidden">
        <div
          aria-hidden="true"
          className="h-28 bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-500 sm:h-36"
        />
        <div className="px-5 pb-6 sm:px-8">
          <div className="-mt-10 flex flex-col gap-4 sm:-mt-12 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
              <div className="w-fit rounded-3xl bg-white p-1.5 shadow-lg shadow-slate-900/10 dark:bg-slate-900 [&>*]:size-20 sm:[&>*]:size-24">
                <CompanyLogo src={user.companyLogo} companyName={user.companyName} size="lg" />
              </div>
              <div className="min-w-0 sm:pb-1">
                <h2
                  data-testid="company-name"
                  className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
                >
                  {user.companyName || companyProfileText.noCompanyName}
                </h2>
                <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-500 dark:text-slate-400">
                  <Building2 className="size-4" aria-hidden="true" />
                  {roleLabel(user.role)}
                </p>
              </div>
            </div>
            <Button onClick={onEdit} icon={<Pencil className="size-4" />} className="self-start sm:self-auto">
              {companyProfileText.editProfile}
            </Button>
          </div>
        </div>
      </Card>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="p-5 sm:p-6">
          <h3 className="text-base font-semibold text-slate-900 dark:text-white">
            {companyProfileText.aboutCompany}
          </h3>
          {user.companyDescription ? (
            <p
              data-testid="company-description"
              className="mt-3 leading-relaxed whitespace-pre-line text-slate-600 dark:text-slate-300"
            >
              {user.companyDescription}
            </p>
          ) : (
            <p className="mt-3 text-sm text-slate-500 italic dark:text-slate-400">
              {companyProfileText.noDescription}
            </p>
          )}
          <dl className="mt-5 grid gap-3 border-t border-slate-100 pt-4 text-sm sm:grid-cols-3 dark:border-slate-800">
            <Fact icon={Users} label={companyPageText.size} testId="company-size">
              {user.companySize ? companyPageText.sizeEmployees(user.companySize) : companyPageText.notGiven}
            </Fact>
            <Fact icon={MapPin} label={companyPageText.locations} testId="company-locations">
              {user.companyLocations.length > 0 ? user.companyLocations.join(', ') : companyPageText.notGiven}
            </Fact>
            <Fact icon={Globe} label={companyPageText.website} testId="company-website" breakAll>
              {user.companyWebsite ? websiteLabel(user.companyWebsite) : companyPageText.notGiven}
            </Fact>
          </dl>
        </Card>

        <div className="space-y-6">
          <Card className="p-5 sm:p-6">
            <h3 className="inline-flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
              <Eye className="size-4 text-indigo-500" aria-hidden="true" />
              {companyPageText.howCandidatesSeeYou}
            </h3>
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
              {companyPageText.howCandidatesSeeYouText}
            </p>
            <Link to={paths.company(user._id)} className={buttonClasses('secondary', 'md', 'mt-4 w-full')}>
              <ExternalLink className="size-4" aria-hidden="true" />
              {companyPageText.viewCompanyPage}
            </Link>
          </Card>
          <Card className="p-5 sm:p-6">
            <h3 className="text-base font-semibold text-slate-900 dark:text-white">
              {companyProfileText.account}
            </h3>
            <div className="mt-4 flex items-center gap-3">
              <UserAvatar name={name} avatar={user.avatar} size="lg" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900 dark:text-white">{name}</p>
                <p className="text-sm text-slate-500 dark:text-slate-400">{companyProfileText.recruiter}</p>
              </div>
            </div>
            <dl className="mt-5 space-y-3 border-t border-slate-100 pt-4 text-sm dark:border-slate-800">
              <Fact icon={UserRound} label={companyProfileText.fullName}>
                {name}
              </Fact>
              <Fact icon={Mail} label={companyProfileText.email} breakAll>
                {user.email}
              </Fact>
            </dl>
          </Card>
        </div>
      </div>
    </div>
  );
}

/** One line of a description list: an icon standing for its name (read out), and the value. */
function Fact({
  icon: Icon,
  label,
  testId,
  breakAll = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  testId?: string;
  /** For an address or a URL, which may be one long word. */
  breakAll?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt className="mt-0.5 text-slate-400">
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd
        data-testid={testId}
        className={cn('min-w-0 text-slate-700 dark:text-slate-200', breakAll ? 'break-all' : 'break-words')}
      >
        {children}
      </dd>
    </div>
  );
}
