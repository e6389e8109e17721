// Zips written by hand for the tests of what reads them: a deck told by its parts, and what no honest writer
// makes (a bomb, thousands of entries, a directory that lies about sizes).
import zlib from 'node:zlib';

export type HandZipEntry = { name: string; raw?: Buffer; deflated?: Buffer; size?: number; crc?: number };

/**
 * A zip built by hand, so tests can make what no honest writer makes: a bomb (a tiny deflate stream of a huge
 * entry), thousands of entries, or a central directory that lies about sizes.
 */
export function handZip(entries: HandZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const data = e.deflated ?? zlib.deflateRawSync(e.raw ?? Buffer.alloc(0));
    const size = e.size ?? e.raw?.length ?? 0;
    const crc = e.crc ?? zlib.crc32(e.raw ?? Buffer.alloc(0));
    // The fields both headers carry, from `at` on: version needed, flags (UTF-8 name), method (deflate), a zero
    // time and date, the CRC, both sizes and the name's length.
    const entryFields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0x0800, at + 2);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt32LE(crc >>> 0, at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    entryFields(local, 4);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    entryFields(central, 6);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** The deflate stream of `megabytes` MB of zeros, compressed chunk by chunk (a few hundred KB in memory). */
export function deflatedZeros(megabytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(1024 * 1024);
    const out: Buffer[] = [];
    const z = zlib.createDeflateRaw({ level: 9 });
    z.on('data', (d: Buffer) => out.push(d));
    z.on('end', () => resolve(Buffer.concat(out)));
    z.on('error', reject);
    let left = megabytes;
    const pump = () => {
      while (left > 0) {
        left--;
        if (!z.write(chunk)) return void z.once('drain', pump);
      }
      z.end();
    };
    pump();
  });
}
