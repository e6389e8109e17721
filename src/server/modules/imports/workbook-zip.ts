// A workbook's zip (.xlsx) read by media's one zip reader, within a spreadsheet's bounds, its refusals said in
// the words the import has always used. Kept free of server imports: the parsing worker loads it.
import { MediaRefused } from '@server/media/errors';
import { SPREADSHEET_ZIP_LIMITS } from '@server/media/limits';
import { openZip, type ZipEntry } from '@server/media/zip';

/** A zip that is damaged, crafted or too big; the message is meant for the person who uploaded it. */
export class ZipProblem extends Error {}

const DAMAGED = 'The Excel file is damaged and cannot be read';

/** A zip refusal of media's, as the import says it. */
function problem(err: unknown): unknown {
  if (!(err instanceof MediaRefused)) return err;
  const p = err.params;
  switch (err.code) {
    case 'ZIP_SPLIT':
      return new ZipProblem('Split (multi-part) zip files are not supported');
    case 'ZIP_TOO_MANY_ENTRIES':
      return new ZipProblem(
        `The workbook has too many parts (${p.entries}; at most ${p.max}); it cannot be an ordinary spreadsheet`,
      );
    case 'ZIP_RATIO':
      return new ZipProblem(
        `The workbook part "${String(p.name).slice(0, 100)}" unpacks to ${p.ratio} times its packed size ` +
          `(at most ${p.max} allowed); a real spreadsheet never does this, so the file is refused`,
      );
    case 'ZIP_TOO_LARGE':
      return new ZipProblem(
        `The workbook unpacks to more than ${Number(p.maxBytes) / (1024 * 1024)} MB; split it into smaller files`,
      );
    case 'ZIP_METHOD':
      return new ZipProblem('The workbook uses a compression method Excel does not use');
    default:
      return new ZipProblem(DAMAGED);
  }
}

/** The entries of a workbook's zip as its central directory states them; the limits are checked on the way. */
export async function workbookEntries(buf: Buffer): Promise<ZipEntry[]> {
  try {
    const zip = await openZip(buf, SPREADSHEET_ZIP_LIMITS);
    zip.close();
    return zip.entries;
  } catch (err) {
    throw problem(err);
  }
}

/**
 * The directory can lie: an entry that claims 1 KB may inflate to gigabytes. Run in the parsing worker before the
 * spreadsheet library touches the file: every entry is inflated and held to its claimed size, so nothing ever
 * unpacks to more than the (already limited) total the directory states.
 */
export async function verifyWorkbookZip(buf: Buffer): Promise<void> {
  try {
    const zip = await openZip(buf, SPREADSHEET_ZIP_LIMITS);
    try {
      await zip.verifySizes();
    } finally {
      zip.close();
    }
  } catch (err) {
    throw problem(err);
  }
}
