import { useRef, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { Camera } from 'lucide-react';
import { IMAGE_MAX_BYTES, profileMessages, profileText } from '@hireloop/shared';
import { UserAvatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { uploadFailureReason } from '@/lib/api-error';
import { useUploadAvatar } from '../api/upload-avatar';

interface AvatarUploadProps {
  name: string;
  avatar: unknown;
}

/** The spec's toast, followed by the server's reason when it refused the file itself. */
function withReason(title: string, reason: string | null) {
  if (!reason) return title;
  return (
    <span>
      <span className="block font-semibold">{title}</span>
      <span className="block">{reason}</span>
    </span>
  );
}

/** The big avatar of the header; the camera badge picks a new picture (image files only). */
export function AvatarUpload({ name, avatar }: AvatarUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(profileMessages.imageWrongType);
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      toast.error(profileMessages.imageTooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(profileMessages.avatarUploaded),
      onError: (err) => toast.error(withReason(profileMessages.avatarUploadFailed, uploadFailureReason(err))),
    });
  }

  return (
    <div className="relative shrink-0 rounded-full bg-white p-1 shadow-lg shadow-slate-900/10 dark:bg-slate-900 [&>img]:size-24 [&>img]:ring-0 sm:[&>img]:size-28 [&>span]:size-24 [&>span]:text-3xl [&>span]:ring-0 sm:[&>span]:size-28">
      <UserAvatar name={name} avatar={avatar} size="lg" />
      {upload.isPending && (
        <div className="absolute inset-1 flex items-center justify-center rounded-full bg-slate-950/50 text-white">
          <Spinner className="size-7" label="Uploading picture" />
        </div>
      )}
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        disabled={upload.isPending}
        aria-label={profileText.changePhoto}
        title={profileText.changePhoto}
        className="absolute right-1 bottom-1 flex size-9 items-center justify-center rounded-full border-2 border-white bg-indigo-600 text-white shadow-md transition hover:bg-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 disabled:opacity-60 dark:border-slate-900"
      >
        <Camera className="size-4" aria-hidden="true" />
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="avatar-input"
        onChange={onChange}
      />
    </div>
  );
}
