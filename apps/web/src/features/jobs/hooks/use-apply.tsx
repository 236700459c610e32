import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowRight } from 'lucide-react';
import { applicationMessages, applyText } from '@hireloop/shared';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useApplyToJob } from '../api/apply-to-job';

const NO_RESUME_TOAST = 'no-resume';

/**
 * Applying from any job screen. Without a resume on the profile nothing is sent (docs/product.md section 5):
 * the toast says so and offers the way to the profile. The toaster lives outside the router, so
 * the toast's button uses the navigate of the screen that showed it.
 */
export function useApply() {
  const { user } = useSession();
  const navigate = useNavigate();
  const mutation = useApplyToJob();

  const apply = (jobId: string) => {
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
    mutation.mutate(jobId);
  };

  return { apply, pendingJobId: mutation.isPending ? mutation.variables : null };
}
