import { useState } from 'react';
import { Link } from 'react-router';
import { RotateCcw, Undo2 } from 'lucide-react';
import {
  canWithdraw,
  myApplicationsText,
  withdrawConfirmText,
  WITHDRAWN_STATUS,
  type Application,
} from '@hireloop/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/lib/paths';
import { useWithdrawApplication } from '../api/withdraw-application';

/**
 * What the job seeker can still do with an application (decision 0019): withdraw it, after a
 * confirmation, until it is Hired or Rejected; once withdrawn, apply again on the job's page while
 * the job is open.
 */
export function ApplicationActions({ application }: { application: Application }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawApplication();
  const { job } = application;

  if (application.status === WITHDRAWN_STATUS) {
    if (job.isClosed || job.isRemoved) return null;
    return (
      <Link to={paths.job(job._id)} className={buttonClasses('secondary', 'sm')}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {myApplicationsText.applyAgain}
      </Link>
    );
  }
  if (!canWithdraw(application.status)) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<Undo2 className="size-4" aria-hidden="true" />}
        onClick={() => setConfirming(true)}
      >
        {myApplicationsText.withdraw}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={myApplicationsText.withdrawTitle}
          text={withdrawConfirmText(job.title, job.companyName)}
          confirmLabel={
            withdraw.isPending ? myApplicationsText.withdrawing : myApplicationsText.confirmWithdraw
          }
          cancelLabel={myApplicationsText.keepApplication}
          busy={withdraw.isPending}
          onConfirm={() => withdraw.mutate(application._id, { onSettled: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
