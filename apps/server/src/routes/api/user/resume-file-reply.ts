import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../../../lib/storage';

interface ResumeFile extends StoredFile {
  fileName: string;
  fileType: string;
}

/**
 * Streams a resume's bytes from the storage, never sniffed nor kept by caches: as an attachment to
 * save, or inline for the browser's viewer. The header's name keeps printable ASCII only.
 */
export function sendResumeFile(reply: FastifyReply, file: ResumeFile, disposition: 'attachment' | 'inline') {
  return reply
    .header('content-type', file.fileType)
    .header(
      'content-disposition',
      `${disposition}; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-length', file.size)
    .send(file.body);
}
