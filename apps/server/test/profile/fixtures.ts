import { crc32 } from 'node:zlib';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** A real picture of `format`, `width` x `height`, a colour gradient so it does not compress to nothing. */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  width = 64,
  height = 48,
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  }
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  switch (format) {
    case 'jpeg':
      return img.jpeg().toBuffer();
    case 'png':
      return img.png().toBuffer();
    case 'webp':
      return img.webp().toBuffer();
    case 'gif':
      return img.gif().toBuffer();
  }
}

/** A JPEG carrying EXIF data (camera make, model, artist) that must not survive the upload. */
export async function makeJpegWithExif(width = 1600, height = 1200): Promise<Buffer> {
  const base = await makeImage('jpeg', width, height);
  return sharp(base)
    .withExif({ IFD0: { Make: 'SpyCam', Model: 'Tracker 3000', Artist: 'Secret Person' } })
    .jpeg()
    .toBuffer();
}

/** A one-page PDF whose text layer holds `lines`. */
export async function makePdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 20, size: 12, font }));
  return Buffer.from(await doc.save());
}

/** A DOCX whose paragraphs are `lines`. */
export async function makeDocx(lines: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: lines.map((l) => new Paragraph({ children: [new TextRun(l)] })) }],
  });
  return Packer.toBuffer(doc);
}

/** An ELF executable header followed by junk: a program, whatever its name says. */
export function fakeExecutable(): Buffer {
  const header = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]);
  const rest = Buffer.alloc(4096);
  rest.writeUInt16LE(2, 0); // e_type: executable
  rest.writeUInt16LE(0x3e, 2); // e_machine: x86-64
  return Buffer.concat([header, rest]);
}

export const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>alert(1)</script><rect width="10" height="10"/></svg>',
);

export const TEXT_FILE = Buffer.from(
  'This is just a plain text file, not a document or a picture.\n'.repeat(20),
);

/** A file that starts like a PDF and is `bytes` long. */
export function paddedPdf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);
}

/** A plain ZIP archive (one text file): a container, but not a Word document. */
export function makeZip(name = 'notes.txt', content = 'just some notes'): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localPart = Buffer.concat([local, fileName, data]);
  const centralPart = Buffer.concat([central, fileName]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}
