import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface FilePart {
  field: string;
  fileName: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body built by hand: text fields first, then the files. */
export function multipartBody(
  files: FilePart[],
  fields: Record<string, string> = {},
): { body: Buffer; contentType: string } {
  const boundary = `----hireloop-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends one multipart request through app.inject and answers status, parsed body and headers. */
export async function upload(
  app: FastifyInstance,
  url: string,
  options: { files?: FilePart[]; fields?: Record<string, string>; token?: string },
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const { body, contentType } = multipartBody(options.files ?? [], options.fields);
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: {
      'content-type': contentType,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    remoteAddress: '127.0.0.1',
  });
  let parsed: unknown = res.body;
  try {
    parsed = res.json();
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body: parsed, headers: res.headers };
}
