// Reads a zip's central directory without unpacking it, and proves entries unpack to no more than they claim.
import zlib from 'node:zlib';

/**
 * Reads a zip's central directory without unpacking anything, and (in the parsing worker) proves that no entry
 * unpacks to more than it claims. Kept free of server imports so the worker loads it cheaply.
 */
export const ZIP_LIMITS = {
  /**
   * Sum of the uncompressed sizes of all zip entries. An .xlsx unpacks to about its own size when stored and ~3.5x
   * when deflated: a 10,000-row poster sheet is ~3-6 MB of XML, so 50,000 rows (the row limit) fit in ~30 MB.
   */
  maxUnpackedBytes: 64 * 1024 * 1024,
  maxEntries: 2000,
  /** An entry larger than this must not claim to unpack to more than maxRatio times its packed size. */
  ratioCheckedFrom: 1024 * 1024,
  /** Excel's XML deflates ~4-10:1, repetitive sheets ~30:1; a zip bomb is ~1000:1. */
  maxRatio: 100,
} as const;

/** A zip that is damaged, crafted or too big; the message is meant for the person who uploaded it. */
export class ZipProblem extends Error {}

const damaged = () => new ZipProblem('The Excel file is damaged and cannot be read');

type Directory = { entries: number; size: number; offset: number };

function endOfDirectory(buf: Buffer): Directory {
  const min = Math.max(0, buf.length - 22 - 0xffff);
  for (let pos = buf.length - 22; pos >= min; pos--) {
    if (buf.readUInt32LE(pos) !== 0x06054b50) continue;
    if (buf.readUInt16LE(pos + 4) !== 0 || buf.readUInt16LE(pos + 6) !== 0)
      throw new ZipProblem('Split (multi-part) zip files are not supported');
    let dir: Directory = {
      entries: buf.readUInt16LE(pos + 10),
      size: buf.readUInt32LE(pos + 12),
      offset: buf.readUInt32LE(pos + 16),
    };
    if (dir.entries === 0xffff || dir.size === 0xffffffff || dir.offset === 0xffffffff)
      dir = zip64Directory(buf, pos);
    return dir;
  }
  throw damaged();
}

function zip64Directory(buf: Buffer, eocd: number): Directory {
  const locator = eocd - 20;
  if (locator < 0 || buf.readUInt32LE(locator) !== 0x07064b50) throw damaged();
  const at = Number(buf.readBigUInt64LE(locator + 8));
  if (at + 56 > buf.length || buf.readUInt32LE(at) !== 0x06064b50) throw damaged();
  return {
    entries: Number(buf.readBigUInt64LE(at + 32)),
    size: Number(buf.readBigUInt64LE(at + 40)),
    offset: Number(buf.readBigUInt64LE(at + 48)),
  };
}

const MAX32 = 0xffffffff;

/**
 * Sizes and local header offset of one central-directory entry. Fields that do not fit 32 bits hold 0xffffffff
 * and are found, in this order, in the zip64 extra field (id 1).
 */
function entryNumbers(buf: Buffer, pos: number, nameLen: number, extraLen: number) {
  const values = {
    size: buf.readUInt32LE(pos + 24),
    compressedSize: buf.readUInt32LE(pos + 20),
    localOffset: buf.readUInt32LE(pos + 42),
  };
  const wanted = (['size', 'compressedSize', 'localOffset'] as const).filter((k) => values[k] === MAX32);
  if (wanted.length === 0) return values;
  let p = pos + 46 + nameLen;
  const end = p + extraLen;
  while (p + 4 <= end) {
    const id = buf.readUInt16LE(p);
    const len = buf.readUInt16LE(p + 2);
    if (id === 0x0001) {
      if (len < wanted.length * 8 || p + 4 + len > end) throw damaged();
      wanted.forEach((k, i) => (values[k] = Number(buf.readBigUInt64LE(p + 4 + i * 8))));
      return values;
    }
    p += 4 + len;
  }
  throw damaged();
}

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
};

/** Sizes and offsets of a zip's entries as its central directory states them; the limits are checked on the way. */
export function zipEntries(buf: Buffer): ZipEntry[] {
  if (buf.length < 22) throw damaged();
  const dir = endOfDirectory(buf);
  if (dir.entries > ZIP_LIMITS.maxEntries) {
    throw new ZipProblem(
      `The workbook has too many parts (${dir.entries}; at most ${ZIP_LIMITS.maxEntries}); it cannot be an ordinary spreadsheet`,
    );
  }
  if (dir.offset + dir.size > buf.length) throw damaged();
  const entries: ZipEntry[] = [];
  let pos = dir.offset;
  let unpacked = 0;
  for (let i = 0; i < dir.entries; i++) {
    if (pos + 46 > buf.length || buf.readUInt32LE(pos) !== 0x02014b50) throw damaged();
    const nameLen = buf.readUInt16LE(pos + 28);
    const extraLen = buf.readUInt16LE(pos + 30);
    const commentLen = buf.readUInt16LE(pos + 32);
    if (pos + 46 + nameLen + extraLen + commentLen > buf.length) throw damaged();
    const { size, compressedSize, localOffset } = entryNumbers(buf, pos, nameLen, extraLen);
    const name = buf.toString('latin1', pos + 46, pos + 46 + nameLen);
    if (size > ZIP_LIMITS.ratioCheckedFrom && size > compressedSize * ZIP_LIMITS.maxRatio) {
      throw new ZipProblem(
        `The workbook part "${name.slice(0, 100)}" unpacks to ${Math.round(size / Math.max(1, compressedSize))} times its packed size ` +
          `(at most ${ZIP_LIMITS.maxRatio} allowed); a real spreadsheet never does this, so the file is refused`,
      );
    }
    unpacked += size;
    if (unpacked > ZIP_LIMITS.maxUnpackedBytes) {
      throw new ZipProblem(
        `The workbook unpacks to more than ${ZIP_LIMITS.maxUnpackedBytes / (1024 * 1024)} MB; split it into smaller files`,
      );
    }
    entries.push({
      name,
      method: buf.readUInt16LE(pos + 10),
      compressedSize,
      size,
      localOffset,
    });
    pos += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/**
 * The directory can lie: an entry that claims 1 KB may inflate to gigabytes. Run in the parsing worker before the
 * spreadsheet library touches the file: every entry is inflated with its claimed size as a hard output cap, so
 * nothing ever unpacks to more than the (already limited) total the directory states.
 */
export function verifyZipSizes(buf: Buffer): void {
  for (const e of zipEntries(buf)) {
    const at = e.localOffset;
    if (at + 30 > buf.length || buf.readUInt32LE(at) !== 0x04034b50) throw damaged();
    const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
    const end = start + e.compressedSize;
    if (end > buf.length) throw damaged();
    if (e.method === 0) {
      if (e.compressedSize !== e.size) throw damaged();
      continue;
    }
    if (e.method !== 8) throw new ZipProblem('The workbook uses a compression method Excel does not use');
    let out: Buffer;
    try {
      out = zlib.inflateRawSync(buf.subarray(start, end), { maxOutputLength: Math.max(1, e.size) });
    } catch {
      throw damaged();
    }
    if (out.length !== e.size) throw damaged();
  }
}
