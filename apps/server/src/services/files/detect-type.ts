import { fileTypeFromBuffer } from 'file-type';

export type ImageKind = 'jpg' | 'png' | 'webp' | 'gif';
export type ResumeKind = 'pdf' | 'docx' | 'doc';

/** The image type by the file's bytes; the name and the declared type are not trusted. */
export async function detectImage(data: Buffer): Promise<ImageKind | null> {
  const type = await fileTypeFromBuffer(data);
  return type && ['jpg', 'png', 'webp', 'gif'].includes(type.ext) ? (type.ext as ImageKind) : null;
}

/**
 * PDF and DOCX by their bytes. A legacy .doc is an OLE compound file, a container other Office
 * formats share, so there the name must say .doc as well.
 */
export async function detectResume(data: Buffer, fileName: string): Promise<ResumeKind | null> {
  const type = await fileTypeFromBuffer(data);
  if (type?.ext === 'pdf') return 'pdf';
  if (type?.ext === 'docx') return 'docx';
  if (type?.ext === 'cfb' && /\.doc$/i.test(fileName)) return 'doc';
  return null;
}

export const RESUME_MIME: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};
