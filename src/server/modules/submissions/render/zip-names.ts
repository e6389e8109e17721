// The names in a zip's central directory, read from the end of the file without loading the file.
import fs from 'node:fs/promises';
import zlib from 'node:zlib';

/**
 * A slide deck may be as large as an upload may be, so unlike imports/zip-directory.ts (which holds a whole
 * spreadsheet in memory and enforces a spreadsheet's limits and messages) this reads only the end record and the
 * central directory. Only names are wanted: a damaged or crafted directory answers null (not a deck).
 */
const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 64 KB. */
const TAIL = 22 + 0xffff + 20;
/** A deck's directory: ~100 bytes an entry; 8 MB is ~80,000 entries, far past any real deck. */
const MAX_DIRECTORY = 8 * 1024 * 1024;

type Entry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

async function readAt(handle: fs.FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

async function directory(handle: fs.FileHandle): Promise<Entry[] | null> {
  const { size: fileSize } = await handle.stat();
  const tailStart = Math.max(0, fileSize - TAIL);
  const tail = await readAt(handle, tailStart, fileSize - tailStart);
  let eocd = -1;
  for (let pos = tail.length - 22; pos >= 0; pos--) {
    if (tail.readUInt32LE(pos) === EOCD) {
      eocd = pos;
      break;
    }
  }
  if (eocd < 0) return null;
  let count = tail.readUInt16LE(eocd + 10);
  let dirSize = tail.readUInt32LE(eocd + 12);
  let dirOffset = tail.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR) return null;
    const at = Number(tail.readBigUInt64LE(locator + 8));
    const record = await readAt(handle, at, 56);
    if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD) return null;
    count = Number(record.readBigUInt64LE(32));
    dirSize = Number(record.readBigUInt64LE(40));
    dirOffset = Number(record.readBigUInt64LE(48));
  }
  if (dirSize > MAX_DIRECTORY || dirOffset + dirSize > fileSize) return null;
  const dir = await readAt(handle, dirOffset, dirSize);
  const entries: Entry[] = [];
  let pos = 0;
  for (let i = 0; i < count; i++) {
    if (pos + 46 > dir.length || dir.readUInt32LE(pos) !== CENTRAL) return null;
    const nameLen = dir.readUInt16LE(pos + 28);
    const extraLen = dir.readUInt16LE(pos + 30);
    const commentLen = dir.readUInt16LE(pos + 32);
    if (pos + 46 + nameLen > dir.length) return null;
    entries.push({
      name: dir.toString('utf8', pos + 46, pos + 46 + nameLen),
      method: dir.readUInt16LE(pos + 10),
      compressedSize: dir.readUInt32LE(pos + 20),
      size: dir.readUInt32LE(pos + 24),
      localOffset: dir.readUInt32LE(pos + 42),
    });
    pos += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** The entry names of a zip file, or null when it is not a readable zip. */
export async function zipEntryNames(file: string): Promise<string[] | null> {
  const handle = await fs.open(file, 'r');
  try {
    return (await directory(handle))?.map((e) => e.name) ?? null;
  } finally {
    await handle.close();
  }
}

/** The text of one small entry (at most 1 KB, stored or deflated), e.g. an OpenDocument's `mimetype`. */
export async function zipStoredText(file: string, name: string): Promise<string | null> {
  const handle = await fs.open(file, 'r');
  try {
    const entry = (await directory(handle))?.find((e) => e.name === name);
    if (!entry || entry.size > 1024 || entry.compressedSize > 1024) return null;
    const local = await readAt(handle, entry.localOffset, 30);
    if (local.length < 30 || local.readUInt32LE(0) !== LOCAL) return null;
    const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    const data = await readAt(handle, start, entry.compressedSize);
    if (entry.method === 0) return data.toString('utf8');
    if (entry.method !== 8) return null;
    try {
      return zlib.inflateRawSync(data, { maxOutputLength: 1024 }).toString('utf8');
    } catch {
      return null;
    }
  } finally {
    await handle.close();
  }
}
