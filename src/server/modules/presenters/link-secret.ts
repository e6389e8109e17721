// The secret presenter links are derived from: LINK_SECRET, or a file in the data folder made at the first need.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const cache = new Map<string, Buffer>();

/**
 * The key of presenter links' HMAC (docs/decisions/041-poster-files.md). LINK_SECRET when set; else
 * `<dataDir>/link-secret`, 32 random bytes written with mode 0600 the first time a link is made or used. Several
 * instances behind one address must share LINK_SECRET (or the data folder): a link made by one must work on the
 * others. Changing it changes every link's URL; the stored hashes then match no new URL (reissue the links).
 */
export function linkSecret(config: { linkSecret: string | undefined; dataDir: string }): Buffer {
  if (config.linkSecret) return Buffer.from(config.linkSecret, 'utf8');
  const file = path.join(config.dataDir, 'link-secret');
  const known = cache.get(file);
  if (known) return known;
  let secret: Buffer;
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    // 'wx': only the first writer creates it; another process that lost the race reads the winner's.
    secret = crypto.randomBytes(32);
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    secret = fs.readFileSync(file);
    if (secret.length < 32) throw new Error(`${file} is shorter than 32 bytes: remove it or set LINK_SECRET`);
  }
  cache.set(file, secret);
  return secret;
}
