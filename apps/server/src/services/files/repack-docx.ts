import { crc32, inflateRawSync } from 'node:zlib';
import type { DocxLimits } from './text-limits';

/** The archive would inflate past a limit: a decompression bomb, or a document no resume needs. */
export class DocxTooLargeError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const UTF8_NAME = 0x0800;

interface Part {
  name: Buffer;
  flags: number;
  data: Buffer;
}

/**
 * The DOCX rebuilt from its XML parts alone (text needs no pictures or fonts), inflated here under
 * byte caps and stored uncompressed, so the parser that reads it next has nothing left to inflate.
 * Sizes are checked as the archive declares them and again as they really inflate, since a
 * crafted archive can declare anything.
 */
export function repackDocx(zip: Buffer, limits: DocxLimits): Buffer {
  const parts = declaredXmlParts(zip, limits).map((entry) => ({
    name: entry.name,
    flags: entry.flags & UTF8_NAME,
    data: inflatePart(zip, entry),
  }));
  return storedZip(parts);
}

/**
 * Throws DocxTooLargeError when the archive's own table of contents declares more than the limits
 * allow. It reads only the central directory, so the server runs it before starting a worker: a
 * bomb that admits its size costs nothing.
 */
export function checkDocxDeclaredSizes(zip: Buffer, limits: DocxLimits): void {
  declaredXmlParts(zip, limits);
}

/** The XML parts of the archive, their declared sizes checked one by one and together. */
function declaredXmlParts(zip: Buffer, limits: DocxLimits): Entry[] {
  const parts: Entry[] = [];
  let total = 0;
  for (const entry of centralDirectory(zip, limits)) {
    if (!/\.(xml|rels)$/i.test(entry.name.toString('latin1'))) continue;
    checkDeclared(entry, limits);
    total += entry.size;
    if (total > limits.maxTotalBytes) throw new DocxTooLargeError('parts too large together');
    parts.push(entry);
  }
  return parts;
}

interface Entry {
  name: Buffer;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

function centralDirectory(zip: Buffer, limits: DocxLimits): Entry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > zip.length || zip.readUInt32LE(end) !== EOCD) throw new Error('not a ZIP');
  const count = zip.readUInt16LE(end + 10);
  // All-ones fields mean ZIP64, which no resume needs.
  if (count === 0xffff || zip.readUInt32LE(end + 16) === 0xffffffff) throw new DocxTooLargeError('ZIP64');
  if (count > limits.maxEntries) throw new DocxTooLargeError('too many entries');
  const entries: Entry[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new Error('bad central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
      name: zip.subarray(at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

function checkDeclared(entry: Entry, limits: DocxLimits): void {
  if (entry.flags & 1) throw new Error('encrypted entry');
  if (entry.method !== STORED && entry.method !== DEFLATED) throw new Error('unknown compression');
  if (entry.size > limits.maxPartBytes) throw new DocxTooLargeError('part too large');
  const ratio = entry.size / Math.max(entry.compressedSize, 1);
  if (entry.size > limits.ratioFloorBytes && ratio > limits.maxRatio)
    throw new DocxTooLargeError('compression ratio too high');
}

function inflatePart(zip: Buffer, entry: Entry): Buffer {
  const at = entry.offset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new Error('bad local header');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const raw = zip.subarray(start, start + entry.compressedSize);
  if (raw.length !== entry.compressedSize) throw new Error('truncated entry');
  if (entry.method === STORED) {
    if (entry.size !== entry.compressedSize) throw new Error('stored sizes differ');
    return raw;
  }
  if (entry.size === 0) return Buffer.alloc(0);
  try {
    // Inflating stops at the declared size: a part that lied about it never gets bigger than that.
    return inflateRawSync(raw, { maxOutputLength: entry.size });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw new DocxTooLargeError('part inflates past its declared size');
    throw err;
  }
}

function storedZip(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, flags, data } of parts) {
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
