import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { companyProfileText, IMAGE_MIME_TYPES, imageFileError } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { uploadFailureReason } from '@/lib/api-error';
import { useUploadCompanyImage } from '../api/upload-company-image';

interface ImagePickerProps {
  label: string;
  chooseLabel: string;
  /** The picture (or its placeholder) as it looks now. */
  preview: ReactNode;
  value: string | null;
  onChange: (url: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  testId: string;
}

/**
 * Picks a picture, checks its type and size in the browser (the message shows under it), uploads it
 * and hands its URL to the form. A file the server refuses shows the server's reason the same way;
 * any other failed upload is only logged (docs/product.md section 8).
 */
export function ImagePicker({
  label,
  chooseLabel,
  preview,
  value,
  onChange,
  onUploadingChange,
  testId,
}: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadCompanyImage();

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileError(file);
    setError(problem);
    if (problem) return;
    onUploadingChange(true);
    upload.mutate(file, {
      onSuccess: (url) => onChange(url),
      onError: (err) => {
        const reason = uploadFailureReason(err);
        if (reason) setError(reason);
        else console.warn(`Uploading the ${label.toLowerCase()} failed`, err);
      },
      onSettled: () => onUploadingChange(false),
    });
  }

  return (
    <div className="flex items-center gap-4">
      <div className="relative shrink-0">
        {preview}
        {upload.isPending && (
          <div className="absolute inset-0 flex items-center justify-center rounded-2xl bg-slate-950/50 text-white">
            <Spinner className="size-6" label={companyProfileText.uploading} />
          </div>
        )}
      </div>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => inputRef.current?.click()}
            disabled={upload.isPending}
            icon={<ImageUp className="size-4" />}
            aria-describedby={error ? errorId : undefined}
          >
            {value ? companyProfileText.replace : chooseLabel}
          </Button>
          {value && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setError(null);
                onChange(null);
              }}
              disabled={upload.isPending}
              icon={<Trash2 className="size-4" />}
              aria-label={`${companyProfileText.remove} ${label.toLowerCase()}`}
            >
              {companyProfileText.remove}
            </Button>
          )}
        </div>
        {error ? (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-rose-600 dark:text-rose-400">
            {error}
          </p>
        ) : (
          <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{companyProfileText.imageHint}</p>
        )}
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid={testId}
          onChange={onFile}
        />
      </div>
    </div>
  );
}
