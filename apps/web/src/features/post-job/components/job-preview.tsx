import { Send } from 'lucide-react';
import { applyText, postJobText } from '@hireloop/shared';
import { JobDetailView } from '@/components/jobs/job-detail-view';
import { SaveJobButton } from '@/components/jobs/save-job-button';
import { Button } from '@/components/ui/button';
import { formValuesToJobDetail, type JobFormValues } from '../hooks/job-form-values';

interface JobPreviewProps {
  values: JobFormValues;
  /** The listing's date; a new job shows today's. */
  postedAt?: string;
  /** The employer's logo, which every job of theirs shows. */
  companyLogo: string | null;
}

/**
 * The job as a job seeker will see it on its detail page (docs/product.md 2.13), before it is published: the
 * page's own view, with its buttons shown but inert.
 */
export function JobPreview({ values, postedAt, companyLogo }: JobPreviewProps) {
  return (
    <JobDetailView
      job={formValuesToJobDetail(values, { postedAt, companyLogo })}
      nested={{ label: postJobText.previewLabel }}
      actions={
        <>
          <Button
            disabled
            title={postJobText.previewApplyHint}
            icon={<Send className="size-4" aria-hidden="true" />}
            className="disabled:opacity-70"
          >
            {applyText.applyNow}
          </Button>
          <SaveJobButton variant="full" saved={false} disabled onToggle={() => {}} />
        </>
      }
    />
  );
}
