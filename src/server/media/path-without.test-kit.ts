// A PATH as a machine without some programs has it: a folder of links to every program of this PATH's folders but
// the ones named (the tests of what the server says when poppler or LibreOffice is missing).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A new folder holding a link to each program on `pathVar` except `without`; its path is the PATH to use. */
export function pathWithout(without: readonly string[], pathVar = process.env.PATH ?? ''): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'path-without-'));
  for (const folder of pathVar.split(path.delimiter).filter(Boolean)) {
    let names: string[];
    try {
      names = fs.readdirSync(folder);
    } catch {
      continue;
    }
    for (const name of names) {
      const link = path.join(dir, name);
      if (without.includes(name) || fs.existsSync(link)) continue;
      fs.symlinkSync(path.join(folder, name), link);
    }
  }
  return dir;
}
