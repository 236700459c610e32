import type { ReactNode } from 'react';
import { BadgeCheck, Car, CreditCard, IdCard, Landmark, RefreshCw } from 'lucide-react';
import { kycText } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from '@/lib/dates';
import type { KycState } from '../lib/kyc-steps';
import type { DigiLockerRecord, KycDocument } from '../lib/simulate';
import { StepFooter, StepHeading } from './step-layout';

interface DigiLockerStepProps {
  state: KycState;
  onConnect: () => void;
  onContinue: () => void;
}

/** Step 1: fetch the record from the document locker and compare its name (docs/product.md sections 4, 5). */
export function DigiLockerStep({ state, onConnect, onContinue }: DigiLockerStepProps) {
  const loading = state.pending === 'digilocker';
  const record = loading ? null : state.record;

  return (
    <section aria-labelledby="kyc-step-title">
      <StepHeading
        icon={<Landmark className="size-6" aria-hidden="true" />}
        title={kycText.digilockerTitle}
        text={kycText.digilockerText}
      />

      <div className="mt-6 space-y-5">
        {state.error && !loading && <Alert>{state.error}</Alert>}
        {loading ? <DigiLockerLoading /> : record ? <RecordView record={record} state={state} /> : <Intro />}
      </div>

      <StepFooter onContinue={state.digilockerVerified && !loading ? onContinue : undefined}>
        {!state.digilockerVerified && (
          <Button
            size="lg"
            onClick={onConnect}
            loading={loading}
            icon={state.error ? <RefreshCw className="size-4" aria-hidden="true" /> : undefined}
          >
            {loading
              ? kycText.digilockerConnecting
              : state.error
                ? kycText.tryAgain
                : kycText.digilockerConnect}
          </Button>
        )}
      </StepFooter>
    </section>
  );
}

const documentKinds = [
  { label: kycText.documentNationalId, icon: IdCard },
  { label: kycText.documentPan, icon: CreditCard },
  { label: kycText.documentDrivingLicence, icon: Car },
] as const;

function Intro() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {documentKinds.map(({ label, icon: Icon }) => (
        <li
          key={label}
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50/70 px-4 py-3 text-sm font-medium text-slate-700 dark:border-slate-700 dark:bg-slate-800/40 dark:text-slate-200"
        >
          <Icon className="size-5 text-indigo-500 dark:text-indigo-400" aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}

function DigiLockerLoading() {
  return (
    <div className="space-y-4">
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl border border-indigo-100 bg-indigo-50/70 px-4 py-3.5 text-indigo-700 dark:border-indigo-900/60 dark:bg-indigo-950/40 dark:text-indigo-300"
      >
        <Spinner className="size-5" />
        <div>
          <p className="text-sm font-semibold">{kycText.digilockerConnecting}</p>
          <p className="text-xs text-indigo-600/80 dark:text-indigo-300/80">{kycText.digilockerFetching}</p>
        </div>
      </div>
      <div className="grid animate-pulse gap-3 sm:grid-cols-2" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="rounded-xl border border-slate-100 p-4 dark:border-slate-800">
            <div className="h-2.5 w-20 rounded bg-slate-200 dark:bg-slate-700" />
            <div className="mt-3 h-3.5 w-40 max-w-full rounded bg-slate-200 dark:bg-slate-700" />
          </div>
        ))}
      </div>
    </div>
  );
}

function RecordView({ record, state }: { record: DigiLockerRecord; state: KycState }) {
  const matched = state.digilockerVerified;
  return (
    <>
      {matched && (
        <Alert tone="success">
          <p className="font-semibold">{kycText.digilockerVerified}</p>
          <p>{kycText.digilockerNameMatched}</p>
        </Alert>
      )}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-3 sm:p-5 dark:border-slate-700 dark:bg-slate-800/30">
        <Detail label={kycText.fieldName} className="col-span-2 sm:col-span-1">
          <span className={cn(!matched && 'text-rose-600 dark:text-rose-400')}>{record.name}</span>
        </Detail>
        <Detail label={kycText.fieldDob}>{formatDay(record.dob)}</Detail>
        {record.gender && <Detail label={kycText.fieldGender}>{record.gender}</Detail>}
        <Detail label={kycText.fieldAddress} className="col-span-2 sm:col-span-3">
          {record.address}
        </Detail>
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{kycText.documentsHeading}</h3>
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
          <DocumentRow
            label={kycText.documentNationalId}
            icon={IdCard}
            document={record.documents.nationalId}
          />
          <DocumentRow label={kycText.documentPan} icon={CreditCard} document={record.documents.pan} />
          <DocumentRow
            label={kycText.documentDrivingLicence}
            icon={Car}
            document={record.documents.drivingLicence}
          />
        </ul>
      </div>
      {matched && (
        <Alert tone="info">
          {state.panFromDigilocker ? kycText.digilockerPanFound : kycText.digilockerPanMissing}
        </Alert>
      )}
    </>
  );
}

interface DetailProps {
  label: string;
  children: ReactNode;
  className?: string;
}

function Detail({ label, children, className }: DetailProps) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 text-sm font-semibold text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

interface DocumentRowProps {
  label: string;
  icon: typeof IdCard;
  document: KycDocument | null;
}

function DocumentRow({ label, icon: Icon, document }: DocumentRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3.5">
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-xl',
          document
            ? 'bg-indigo-50 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300'
            : 'bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">{label}</p>
        {document && <p className="text-xs text-slate-500 dark:text-slate-400">{document.issuer}</p>}
      </div>
      {document ? (
        <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
          <span className="font-mono text-sm tracking-wide whitespace-nowrap text-slate-800 dark:text-slate-200">
            {document.number}
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            {kycText.documentVerifiedBadge}
          </span>
        </div>
      ) : (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {kycText.documentNotFound}
        </span>
      )}
    </li>
  );
}
