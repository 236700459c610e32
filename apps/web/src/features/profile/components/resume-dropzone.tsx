import { useState, type DragEvent } from 'react';
import { CloudUpload } from 'lucide-react';
import { profileText } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';

interface ResumeDropzoneProps {
  uploading: boolean;
  onChoose: () => void;
  onDropFile: (file: File) => void;
}

/** The upload area: drop a file here or choose one. */
export function ResumeDropzone({ uploading, onChoose, onDropFile }: ResumeDropzoneProps) {
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) onDropFile(file);
  }

  return (
    <div
      data-testid="resume-dropzone"
      onDragOver={(event) => {
        event.preventDefault();
        if (!dragging) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition',
        dragging
          ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-950/40'
          : 'border-slate-200 bg-slate-50/60 hover:border-indigo-300 dark:border-slate-700 dark:bg-slate-800/30 dark:hover:border-indigo-700',
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-white text-indigo-600 shadow-md shadow-indigo-500/10 dark:bg-slate-900 dark:text-indigo-300">
        {uploading ? <Spinner className="size-6" /> : <CloudUpload className="size-7" aria-hidden="true" />}
      </span>
      <p className="mt-4 text-sm font-semibold text-slate-900 dark:text-white">
        {uploading ? profileText.resumeUploading : profileText.resumeDrop}
      </p>
      {!uploading && (
        <>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{profileText.resumeOr}</p>
          <Button className="mt-3" size="sm" onClick={onChoose}>
            {profileText.resumeChoose}
          </Button>
        </>
      )}
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{profileText.resumeFormats}</p>
    </div>
  );
}
