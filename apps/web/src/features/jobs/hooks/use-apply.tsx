import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowRight } from 'lucide-react';
import { applicationMessages, applyText, type Job } from '@hireloop/shared';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useApplyToJob } from '../api/apply-to-job';

const NO_RESUME_TOAST = 'no-resume';

// The confirmation's form (react-hook-form and zod) loads when it is first opened, not with the job page.
const ApplyConfirmDialog = lazy(() =>
  import('../components/apply-confirm-dialog').then((m) => ({ default: m.ApplyConfirmDialog })),
);

type ApplyTarget = Pick<Job, '_id' | 'title' | 'company'>;

/**
 * Applying from any job screen. Without a resume on the profile nothing is sent (docs/product.md section 5):
 * the toast says so and offers the way to the profile. The toaster lives outside the router, so
 * the toast's button uses the navigate of the screen that showed it. With a resume, a confirmation
 * shows the resume that will be sent and takes an optional note (decision 0019); the screen
 * renders `confirmation` wherever it likes.
 */
export function useApply() {
  const { user } = useSession();
  const navigate = useNavigate();
  const mutation = useApplyToJob();
  const [target, setTarget] = useState<ApplyTarget | null>(null);

  const apply = (job: ApplyTarget) => {
    if (!user?.resume) {
      toast.error(
        (t) => (
          <span className="flex flex-col items-start gap-1.5">
            <span>{applicationMessages.noResume}</span>
            <button
              type="button"
              onClick={() => {
                toast.dismiss(t.id);
                void navigate(paths.profile);
              }}
              className="inline-flex items-center gap-1 rounded font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              {applyText.uploadResume}
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        ),
        { id: NO_RESUME_TOAST, duration: 6000 },
      );
      return;
    }
    setTarget(job);
  };

  const confirmation =
    target && user?.resume ? (
      <Suspense fallback={null}>
        <ApplyConfirmDialog
          job={{ title: target.title, companyName: target.company.companyName }}
          resumeName={user.resume.fileName}
          busy={mutation.isPending}
          // The toast tells how it went; either way the dialog has done its part.
          onConfirm={(body) =>
            mutation.mutate({ jobId: target._id, body }, { onSettled: () => setTarget(null) })
          }
          onCancel={() => setTarget(null)}
        />
      </Suspense>
    ) : null;

  return { apply, confirmation, pendingJobId: mutation.isPending ? mutation.variables.jobId : null };
}
