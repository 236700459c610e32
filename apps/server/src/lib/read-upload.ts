import type { FastifyRequest } from 'fastify';
import { hasNul, profileMessages, serverMessages } from '@hireloop/shared';
import { AppError, badRequest } from './errors';

interface Upload {
  data: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/** Reads the one file of a multipart request under `field`, refusing it past `maxBytes` (413). */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(profileMessages.fileMissing);
  try {
    return await readParts(request, field, maxBytes);
  } catch (err) {
    throw asClientError(err, tooLargeMessage);
  }
}

async function readParts(request: FastifyRequest, field: string, maxBytes: number): Promise<Upload> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
    // Text of a multipart body skips the JSON hook that refuses NUL; file names end up in the database.
    const text = part.type === 'field' ? String(part.value) : part.filename;
    if (hasNul(part.fieldname) || hasNul(text)) throw badRequest(serverMessages.textHasNul);
    if (part.type === 'field') {
      fields[part.fieldname] = text;
      continue;
    }
    if (part.fieldname !== field) {
      part.file.resume();
      continue;
    }
    const data = await part.toBuffer();
    if (data.length === 0) throw badRequest(profileMessages.fileMissing);
    return { data, fileName: part.filename, fields };
  }
  throw badRequest(profileMessages.fileMissing);
}

/**
 * The multipart parser's own limits already carry a 4xx. Its parse errors ("Unexpected end of
 * form", "Boundary not found") carry none, yet mean a broken body, not a broken server.
 */
function asClientError(err: unknown, tooLargeMessage: string): AppError | Error {
  if (err instanceof AppError) return err;
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, tooLargeMessage);
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return err as Error;
  return badRequest(profileMessages.uploadBroken);
}
