import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { X } from 'lucide-react';
import {
  APPLICATION_STATUSES,
  applicantToolsMessages,
  applicantToolsText,
  BULK_STATUS_MAX,
  bulkRefusedLabel,
  generalMessages,
  type ApplicationStatus,
} from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useBulkUpdateStatus } from '../api/bulk-update-status';

interface BulkStatusControlsProps {
  jobId: string;
  selectedIds: string[];
  onDone: () => void;
  onClear: () => void;
}

/**
 * What the list's toolbar offers while applicants are selected: one status for all of them, in
 * one call. The toasts say how many moved, and how many were left as they were and why.
 */
export function BulkStatusControls({ jobId, selectedIds, onDone, onClear }: BulkStatusControlsProps) {
  const id = useId();
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const bulk = useBulkUpdateStatus(jobId);
  const tooMany = selectedIds.length > BULK_STATUS_MAX;

  const apply = () => {
    if (!status) return;
    bulk.mutate(
      { ids: selectedIds, status },
      {
        onSuccess: (result) => {
          if (result.changed.length > 0) toast.success(result.message);
          if (result.refused.length > 0)
            toast.error(
              bulkRefusedLabel(
                result.refused.length,
                result.refused.map((r) => r.message),
              ),
            );
          setStatus('');
          onDone();
        },
        onError: (error) => void toast.error(errorMessage(error, generalMessages.somethingWentWrong)),
      },
    );
  };

  return (
    <div className="flex min-w-0 flex-1 basis-full flex-wrap items-center gap-2 sm:basis-auto sm:justify-end">
      {tooMany && <p className="basis-full text-sm text-amber-300">{applicantToolsMessages.bulkTooMany}</p>}
      <label htmlFor={id} className="sr-only">
        {applicantToolsText.bulkStatus}
      </label>
      <div className="min-w-0 flex-1 sm:max-w-52">
        <Select
          id={id}
          value={status}
          onChange={(e) => setStatus(e.target.value as ApplicationStatus | '')}
          placeholder={applicantToolsText.bulkStatusPlaceholder}
          options={APPLICATION_STATUSES}
          disabled={bulk.isPending}
          className="h-10 border-slate-700 dark:border-slate-600"
        />
      </div>
      <Button
        size="sm"
        className="h-10 px-4"
        onClick={apply}
        disabled={!status || tooMany}
        loading={bulk.isPending}
      >
        {applicantToolsText.applyBulk}
      </Button>
      <Button
        size="sm"
        variant="onBrandOutline"
        className="h-10 px-3"
        icon={<X className="size-4" aria-hidden="true" />}
        onClick={onClear}
        disabled={bulk.isPending}
      >
        {applicantToolsText.clearSelection}
      </Button>
    </div>
  );
}
