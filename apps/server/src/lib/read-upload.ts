import type { FastifyRequest } from 'fastify';
import { profileMessages } from '@hireloop/shared';
import { AppError, badRequest } from './errors';

/** Reads the one file of a multipart request under `field`, refusing it past `maxBytes` (413). */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<{ data: Buffer; fileName: string; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(profileMessages.fileMissing);
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== field) {
      part.file.resume();
      continue;
    }
    try {
      const data = await part.toBuffer();
      if (data.length === 0) throw badRequest(profileMessages.fileMissing);
      return { data, fileName: part.filename, fields };
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(413, tooLargeMessage);
      throw err;
    }
  }
  throw badRequest(profileMessages.fileMissing);
}
