import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowLeft, Eye, Send } from 'lucide-react';
import { jobFormSchema, jobMessages, postJobText, type JobForm } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useCreateJob } from '../api/create-job';
import { useUpdateJob } from '../api/update-job';
import type { JobFormValues } from '../hooks/job-form-values';
import { JobFormFields } from './job-form-fields';
import { JobPreview } from './job-preview';

// The inputs hold text; the shared schema (the one the server validates with) coerces it.
const resolver = zodResolver(jobFormSchema) as Resolver<JobFormValues, unknown, JobForm>;

interface JobEditorProps {
  /** The job being edited; null for a new one. */
  jobId: string | null;
  initial: JobFormValues;
  postedAt?: string;
  /** The employer's logo, for the preview. */
  companyLogo: string | null;
}

/**
 * Post or Edit Job (docs/product.md 2.19): the form, its preview, and the submit with the toasts of section
 * 8.
 */
export function JobEditor({ jobId, initial, postedAt, companyLogo }: JobEditorProps) {
  const editing = jobId !== null;
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [previewing, setPreviewing] = useState(false);
  const createJob = useCreateJob();
  const updateJob = useUpdateJob();
  const form = useForm<JobFormValues, unknown, JobForm>({
    resolver,
    defaultValues: initial,
    // Errors change only on submit; editing a field clears its error (docs/product.md section 5).
    reValidateMode: 'onSubmit',
  });
  const busy = form.formState.isSubmitting || createJob.isPending || updateJob.isPending;

  const showPreview = (on: boolean) => {
    setPreviewing(on);
    headingRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const answer = jobId
          ? await updateJob.mutateAsync({ jobId, form: values })
          : await createJob.mutateAsync(values);
        if (!answer?.job) {
          toast.error(jobMessages.postFailedOther);
          return;
        }
        toast.success(editing ? jobMessages.updated : jobMessages.posted);
        await navigate(paths.manageJobs);
      } catch (error) {
        toast.error(errorMessage(error, jobMessages.postFailed));
      }
    },
    // The messages sit at the fields, so a failed submit from the preview returns to the form.
    () => setPreviewing(false),
  );

  const submitLabel = busy
    ? editing
      ? postJobText.updating
      : postJobText.publishing
    : editing
      ? postJobText.update
      : postJobText.publish;

  const toggle = previewing ? (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={() => showPreview(false)}
      icon={<ArrowLeft className="size-4" />}
    >
      {postJobText.backToEdit}
    </Button>
  ) : (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={() => showPreview(true)}
      icon={<Eye className="size-4" />}
    >
      {postJobText.preview}
    </Button>
  );

  return (
    <section aria-labelledby="post-job-title" className="scroll-mt-24">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            ref={headingRef}
            id="post-job-title"
            className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          >
            {editing ? postJobText.editTitle : postJobText.newTitle}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {previewing
              ? postJobText.previewNote
              : editing
                ? postJobText.editSubtitle
                : postJobText.newSubtitle}
          </p>
        </div>
        <div className="hidden sm:block">{toggle}</div>
      </div>

      <form onSubmit={onSubmit} noValidate className="mt-6" aria-busy={busy || undefined}>
        <fieldset disabled={busy} className="min-w-0">
          {previewing ? (
            <JobPreview values={form.getValues()} postedAt={postedAt} companyLogo={companyLogo} />
          ) : (
            <JobFormFields form={form} />
          )}
        </fieldset>

        <Card className="mt-6 flex flex-col-reverse gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-center text-xs text-slate-500 sm:text-left dark:text-slate-400">
            Fields marked <span className="text-rose-500">*</span> are required.
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            {toggle}
            <Button type="submit" loading={busy} icon={<Send className="size-4" />} className="sm:min-w-40">
              {submitLabel}
            </Button>
          </div>
        </Card>
      </form>
    </section>
  );
}
