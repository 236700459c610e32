import {
  Award,
  Briefcase,
  BriefcaseBusiness,
  FolderGit2,
  Gauge,
  GraduationCap,
  Mail,
  MessageSquareText,
  MapPin,
  Phone,
  Sparkles,
  Target,
  UserRound,
} from 'lucide-react';
import {
  applicantsText,
  WITHDRAWN_STATUS,
  type EducationEntry,
  type EmploymentEntry,
  type ProjectEntry,
} from '@hireloop/shared';
import { ApplicationStatusBadge } from '@/components/jobs/application-status-badge';
import { JobTypeBadge } from '@/components/jobs/job-type-badge';
import { UserAvatar } from '@/components/ui/avatar';
import { formatDay } from '@/lib/dates';
import { useApplicantProfile } from '../api/get-applicant-profile';
import type { ApplicantRow, ApplicantsPage } from '../api/get-applicants-page';
import { appliedAgo } from '../lib/applied-ago';
import { ApplicantNotes } from './applicant-notes';
import { DialogFrame } from './dialog-frame';
import { MatchBreakdownView } from './match-breakdown';
import { EducationList, EmploymentList, ProjectList } from './profile-entries';
import { Chips, DetailItem, ProfileSection } from './profile-section';
import { StatusSelect } from './status-select';

interface ApplicantProfileModalProps {
  application: ApplicantRow;
  job: ApplicantsPage['job'];
  onClose: () => void;
}

/**
 * View Profile (docs/product.md 2.21): every part of the applicant's profile, how they match, and Update
 * Status. The list row carries what its card shows; GET /api/user/{id} brings the whole profile
 * when the modal opens, and its failure is only logged (docs/product.md section 8).
 */
export function ApplicantProfileModal({ application, job, onClose }: ApplicantProfileModalProps) {
  const latest = useApplicantProfile(application.applicant._id);

  const person = { ...application.applicant, ...(latest.data ?? {}) };
  // Until the profile arrives, its parts show as loading rather than as missing.
  const loading = latest.isPending;
  const employment = (person.employment ?? []) as Partial<EmploymentEntry>[];
  const education = (person.education ?? []) as Partial<EducationEntry>[];
  const projects = (person.projects ?? []) as Partial<ProjectEntry>[];
  const skills = person.skills ?? [];

  return (
    <DialogFrame
      title={applicantsText.profileTitle}
      subtitle={`${applicantsText.appliedPosition}: ${job.title}`}
      onClose={onClose}
      className="max-w-5xl"
    >
      <div className="min-h-0 flex-1 overflow-y-auto bg-slate-50 dark:bg-slate-950">
        <div className="border-b border-slate-100 bg-white px-4 py-5 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-center gap-4">
              <UserAvatar
                name={person.name}
                avatar={person.avatar}
                size="lg"
                className="ring-4 ring-indigo-50 dark:ring-indigo-950"
              />
              <div className="min-w-0">
                <p className="truncate text-xl font-bold text-slate-900 dark:text-white">{person.name}</p>
                {person.title && (
                  <p className="line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">
                    {person.title}
                  </p>
                )}
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                  {appliedAgo(application.createdAt)}
                </p>
              </div>
            </div>
            <ApplicationStatusBadge status={application.status} className="self-start sm:self-center" />
          </div>
          {/* A withdrawn application is the applicant's decision: no status to choose any more. */}
          {application.status === WITHDRAWN_STATUS ? (
            <p
              data-testid="withdrawn-notice"
              className="mt-4 rounded-2xl bg-slate-100 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
            >
              <span className="font-semibold">{applicantsText.withdrawnStatus}.</span>{' '}
              {applicantsText.withdrawnHint}
            </p>
          ) : (
            <div className="mt-4 rounded-2xl bg-indigo-50/70 px-4 py-3 dark:bg-indigo-950/40">
              <StatusSelect jobId={job._id} applicationId={application._id} status={application.status} />
            </div>
          )}
          {application.note && (
            <figure
              data-testid="applicant-note"
              className="mt-4 rounded-2xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-700 dark:bg-slate-900"
            >
              <figcaption className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                <MessageSquareText className="size-4" aria-hidden="true" />
                {applicantsText.applicantNote}
              </figcaption>
              <blockquote className="mt-1.5 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-100">
                {application.note}
              </blockquote>
            </figure>
          )}
          <ApplicantNotes applicationId={application._id} />
        </div>

        {/*
         * The sections flow down two balanced columns on wide screens, whatever each one holds:
         * a short profile leaves no empty column beside a long one.
         */}
        <div className="gap-4 p-4 sm:p-6 lg:columns-2 [&>section]:mb-4 [&>section]:break-inside-avoid [&>section:last-child]:mb-0">
          <ProfileSection title={applicantsText.applicantDetails} icon={UserRound}>
            <dl className="space-y-3">
              <DetailItem label={applicantsText.name}>{person.name}</DetailItem>
              <DetailItem label={applicantsText.email} loading={loading}>
                {person.email && (
                  <a
                    href={`mailto:${person.email}`}
                    className="inline-flex items-center gap-1.5 text-indigo-600 hover:underline dark:text-indigo-400"
                  >
                    <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                    {person.email}
                  </a>
                )}
              </DetailItem>
              <DetailItem label={applicantsText.phone} loading={loading}>
                {person.phone && (
                  <a
                    href={`tel:${person.phone}`}
                    className="inline-flex items-center gap-1.5 hover:underline"
                  >
                    <Phone className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
                    {person.phone}
                  </a>
                )}
              </DetailItem>
              <DetailItem label={applicantsText.location}>
                {person.location && (
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
                    {person.location}
                  </span>
                )}
              </DetailItem>
            </dl>
          </ProfileSection>

          <ProfileSection title={applicantsText.appliedPosition} icon={Target}>
            <p className="font-semibold text-slate-900 dark:text-white">{job.title}</p>
            <div className="mt-1.5 flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
              {job.location && (
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-3.5" aria-hidden="true" />
                  {job.location}
                </span>
              )}
              {job.type && <JobTypeBadge type={job.type} />}
            </div>
            <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
              {applicantsText.appliedOn} {formatDay(application.createdAt)}
            </p>
          </ProfileSection>

          <ProfileSection
            title={applicantsText.summary}
            icon={UserRound}
            filled={Boolean(person.headline?.trim())}
          >
            <p className="whitespace-pre-line">{person.headline}</p>
          </ProfileSection>

          <ProfileSection
            title={applicantsText.currentPosition}
            icon={Briefcase}
            filled={Boolean(person.title?.trim())}
          >
            <p className="font-medium text-slate-900 dark:text-white">{person.title}</p>
          </ProfileSection>

          <ProfileSection
            title={applicantsText.experience}
            icon={Award}
            filled={Boolean(person.experience?.trim())}
          >
            <p className="font-medium text-slate-900 dark:text-white">{person.experience}</p>
          </ProfileSection>

          <ProfileSection
            title={applicantsText.skills}
            icon={Sparkles}
            filled={skills.length > 0}
            loading={loading}
          >
            <Chips items={skills} tone="indigo" />
          </ProfileSection>

          <ProfileSection
            title={applicantsText.education}
            icon={GraduationCap}
            filled={education.length > 0}
            loading={loading}
          >
            <EducationList entries={education} />
          </ProfileSection>

          <ProfileSection title={applicantsText.matchBreakdown} icon={Gauge}>
            <MatchBreakdownView score={application.matchScore} breakdown={application.matchBreakdown} />
          </ProfileSection>

          <ProfileSection
            title={applicantsText.workExperience}
            icon={BriefcaseBusiness}
            filled={employment.length > 0}
            loading={loading}
          >
            <EmploymentList entries={employment} />
          </ProfileSection>

          <ProfileSection
            title={applicantsText.projects}
            icon={FolderGit2}
            filled={projects.length > 0}
            loading={loading}
          >
            <ProjectList entries={projects} />
          </ProfileSection>
        </div>
      </div>
    </DialogFrame>
  );
}
