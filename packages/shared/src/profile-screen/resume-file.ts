import { RESUME_MAX_BYTES } from '../constants';
import { profileMessages } from '../profile';

export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** The file chooser's `accept`: extensions and types, since browsers report Word types unevenly. */
export const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...RESUME_MIME_TYPES].join(',');

/**
 * The check before any upload (docs/product.md section 5): PDF, DOC or DOCX, at most 10 MB. A known
 * extension or a known type is enough here; the server decides from the file's bytes.
 */
export function resumeFileError(file: { name: string; type: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  const known =
    RESUME_EXTENSIONS.some((ext) => name.endsWith(ext)) ||
    (RESUME_MIME_TYPES as readonly string[]).includes(file.type);
  if (!known) return profileMessages.resumeWrongType;
  if (file.size > RESUME_MAX_BYTES) return profileMessages.resumeTooLarge;
  return null;
}

/** Whether the stored resume can be previewed in the browser (PDF only, docs/product.md 2.15). */
export function isPdfResume(resume: { fileName?: string; fileType?: string } | null | undefined): boolean {
  if (!resume) return false;
  if (resume.fileType) return resume.fileType === 'application/pdf';
  return (resume.fileName ?? '').toLowerCase().endsWith('.pdf');
}
