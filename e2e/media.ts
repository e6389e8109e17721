/** Files for uploads in the browser tests: the bytes from the tests' one builder, as Playwright's file objects. */
import { spreadsheet } from '../src/server/test/fixture-files';

export { png, wav } from '../src/server/test/fixture-files';

/** A conference logo as another host would serve it. */
export const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" rx="12" fill="#0f766e"/><text x="120" y="52" font-size="32" text-anchor="middle" fill="#fff" font-family="sans-serif">ONCO</text></svg>';

/** A CSV spreadsheet of this text, as a file for an upload. */
export function csvFile(name: string, text: string) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

/** A spreadsheet (.xlsx) of these rows, their keys its header, as a file for an upload. */
export function xlsxFile(name: string, rows: Record<string, string | number>[]) {
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: spreadsheet([header, ...rows.map((row) => header.map((column) => row[column]))]),
  };
}
