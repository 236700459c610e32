import { crc32, createDeflate, createDeflateRaw } from 'node:zlib';

const MB = 1024 * 1024;

/**
 * `head`, then `chunk` repeated to about `bytes`, then `tail`, deflated piece by piece so the
 * inflated form never exists in this process.
 */
async function deflateRepeated(
  parts: { head: string; chunk: string; tail: string },
  bytes: number,
  raw: boolean,
): Promise<{ data: Buffer; crc: number; size: number }> {
  const piece = Buffer.from(
    parts.chunk.repeat(Math.max(1, Math.floor(Math.min(bytes, MB) / parts.chunk.length))),
  );
  const deflate = raw ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let size = 0;
  let crc = 0;
  const write = async (part: Buffer) => {
    crc = crc32(part, crc);
    size += part.length;
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(parts.head));
  for (let n = Math.round(bytes / piece.length); n > 0; n--) await write(piece);
  await write(Buffer.from(parts.tail));
  deflate.end();
  await done;
  return { data: Buffer.concat(out), crc, size };
}

interface ZipEntry {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
  deflated: boolean;
}

function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const header = (sig: number, length: number) => {
      const b = Buffer.alloc(length);
      b.writeUInt32LE(sig, 0);
      return b;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.deflated ? 8 : 0, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.deflated ? 8 : 0, 10);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function stored(name: string, text: string): ZipEntry {
  const data = Buffer.from(text);
  return { name, data, crc: crc32(data), size: data.length, deflated: false };
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const PARAGRAPH = '<w:p><w:r><w:t>Bomb resume line of words</w:t></w:r></w:p>';

/**
 * A DOCX whose word/document.xml inflates to `inflatedBytes` of paragraphs (the security review's
 * H1 bomb). `declaredBytes` makes the archive lie about that size.
 */
export async function docxBomb(inflatedBytes: number, declaredBytes?: number): Promise<Buffer> {
  const body = await deflateRepeated(
    {
      head: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>`,
      chunk: PARAGRAPH,
      tail: '</w:body></w:document>',
    },
    inflatedBytes,
    true,
  );
  return zip([
    stored(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    stored(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    { name: 'word/document.xml', ...body, size: declaredBytes ?? body.size, deflated: true },
  ]);
}

/**
 * A one-page PDF whose content stream inflates to `inflatedBytes` of text drawing (the review's
 * 200 MB Flate stream), written by hand with a correct cross-reference table.
 */
export async function pdfBomb(inflatedBytes: number): Promise<Buffer> {
  const stream = await deflateRepeated(
    { head: 'BT /F1 12 Tf 50 700 Td 14 TL\n', chunk: '(Bomb resume line of words) Tj T*\n', tail: 'ET\n' },
    inflatedBytes,
    false,
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const parts =
      body === null
        ? [
            Buffer.from(`${i + 1} 0 obj\n<< /Length ${stream.data.length} /Filter /FlateDecode >>\nstream\n`),
            stream.data,
            Buffer.from('\nendstream\nendobj\n'),
          ]
        : [Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`)];
    for (const part of parts) {
      chunks.push(part);
      length += part.length;
    }
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  chunks.push(Buffer.from(xref));
  return Buffer.concat(chunks);
}
