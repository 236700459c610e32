import { CheckCircle2, Download, Eye, FileText, RefreshCw, Trash2 } from 'lucide-react';
import { formatFileSize, isPdfResume, profileText, type Resume } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatDay } from '@/lib/dates';

interface ResumeFileCardProps {
  resume: Resume;
  busy: { downloading: boolean; deleting: boolean; uploading: boolean };
  onPreview: () => void;
  onDownload: () => void;
  onReplace: () => void;
  onDelete: () => void;
}

/** The stored resume: 'Complete', name, size, last update, and its actions. */
export function ResumeFileCard({
  resume,
  busy,
  onPreview,
  onDownload,
  onReplace,
  onDelete,
}: ResumeFileCardProps) {
  const pdf = isPdfResume(resume);
  const details = [
    formatFileSize(resume.fileSize),
    resume.lastUpdated && `${profileText.resumeLastUpdated} ${formatDay(resume.lastUpdated)}`,
  ].filter(Boolean);

  return (
    <div
      data-testid="resume-file-card"
      className="rounded-2xl border border-slate-200 bg-linear-to-br from-white to-slate-50 p-4 sm:p-5 dark:border-slate-700 dark:from-slate-900 dark:to-slate-800/40"
    >
      <div className="flex items-start gap-4">
        <span
          className={cn(
            'relative flex size-12 shrink-0 items-center justify-center rounded-xl',
            pdf
              ? 'bg-rose-50 text-rose-600 dark:bg-rose-950/50 dark:text-rose-300'
              : 'bg-sky-50 text-sky-600 dark:bg-sky-950/50 dark:text-sky-300',
          )}
        >
          <FileText className="size-6" aria-hidden="true" />
          <span
            className={cn(
              'absolute -bottom-1.5 rounded px-1 text-[9px] leading-3.5 font-bold text-white',
              pdf ? 'bg-rose-600' : 'bg-sky-600',
            )}
          >
            {pdf ? 'PDF' : 'DOC'}
          </span>
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p
              className="truncate text-sm font-semibold text-slate-900 dark:text-white"
              title={resume.fileName}
            >
              {resume.fileName}
            </p>
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300">
              <CheckCircle2 className="size-3.5" aria-hidden="true" />
              {profileText.resumeComplete}
            </span>
          </div>
          {details.length > 0 && (
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{details.join(' · ')}</p>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        <Button variant="secondary" size="sm" icon={<Eye className="size-4" />} onClick={onPreview}>
          {profileText.resumePreview}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<Download className="size-4" />}
          loading={busy.downloading}
          onClick={onDownload}
        >
          {profileText.resumeDownload}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<RefreshCw className="size-4" />}
          loading={busy.uploading}
          onClick={onReplace}
        >
          {busy.uploading ? profileText.resumeUploading : profileText.resumeReplace}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-rose-600 hover:bg-rose-50 hover:text-rose-700 sm:ml-auto dark:text-rose-400 dark:hover:bg-rose-950/40"
          icon={<Trash2 className="size-4" />}
          loading={busy.deleting}
          onClick={onDelete}
        >
          {profileText.delete}
        </Button>
      </div>
    </div>
  );
}
