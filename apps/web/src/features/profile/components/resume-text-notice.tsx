import { useEffect } from 'react';
import { profileText, type ResumeTextStatus } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { useSession } from '@/lib/session';

/** How often the profile is asked again while the server is still to read the resume's text. */
export const RESUME_TEXT_RECHECK_MS = 15_000;

/**
 * Says when employers' match scores do not use the resume's text (docs/product.md 2.15): it is
 * still to be read (the server was busy at upload and tries again within minutes), or it could not
 * be read. While pending, the profile is reloaded now and then, so the notice goes by itself.
 */
export function ResumeTextNotice({ status }: { status: ResumeTextStatus | undefined }) {
  const { refreshUser } = useSession();
  const pending = status === 'pending';
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void refreshUser().catch(() => undefined), RESUME_TEXT_RECHECK_MS);
    return () => clearInterval(timer);
  }, [pending, refreshUser]);

  if (pending) return <Alert tone="info">{profileText.resumeTextPending}</Alert>;
  if (status === 'unreadable') return <Alert tone="warning">{profileText.resumeTextUnreadable}</Alert>;
  return null;
}
