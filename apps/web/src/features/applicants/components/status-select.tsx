import { useId, useState, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { ChevronDown } from 'lucide-react';
import {
  APPLICATION_STATUSES,
  applicantsText,
  applicationMessages,
  generalMessages,
  type ApplicationStatus,
} from '@hireloop/shared';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useUpdateApplicationStatus } from '../api/update-application-status';

interface StatusSelectProps {
  jobId: string;
  applicationId: string;
  status: string;
}

/**
 * Update Status (docs/product.md 2.21, section 4): any status can be chosen; the change is sent at once with
 * a spinner, and on failure the previous value comes back.
 */
export function StatusSelect({ jobId, applicationId, status }: StatusSelectProps) {
  const id = useId();
  const [value, setValue] = useState(status);
  const update = useUpdateApplicationStatus(jobId);
  // A status from elsewhere that the list does not know is still shown as the current one.
  const options: string[] = (APPLICATION_STATUSES as readonly string[]).includes(value)
    ? [...APPLICATION_STATUSES]
    : [value, ...APPLICATION_STATUSES];

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const previous = value;
    const next = event.target.value as ApplicationStatus;
    setValue(next);
    update.mutate(
      { applicationId, status: next },
      {
        onSuccess: () => void toast.success(applicationMessages.statusUpdated),
        onError: (error) => {
          setValue(previous);
          toast.error(errorMessage(error, generalMessages.somethingWentWrong));
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-200">
        {applicantsText.updateStatus}
      </label>
      <div className="flex items-center gap-3">
        <div className="relative w-full sm:w-48">
          <select
            id={id}
            value={value}
            onChange={onChange}
            disabled={update.isPending}
            aria-busy={update.isPending || undefined}
            className="h-10 w-full appearance-none rounded-xl border border-slate-200 bg-white pr-9 pl-3 text-sm font-medium text-slate-900 shadow-sm transition focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none disabled:cursor-wait disabled:opacity-70 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
        </div>
        {update.isPending && (
          <span className="text-indigo-600 dark:text-indigo-400">
            <Spinner className="size-5" label={applicantsText.updatingStatus} />
          </span>
        )}
      </div>
    </div>
  );
}
