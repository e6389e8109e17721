// The first sheet of a spreadsheet as a table of strings, and its records by header name.
/** The rows of the first sheet as strings; firstRow is the spreadsheet row number of rows[0]. */
export type ParsedSheet = { rows: string[][]; firstRow: number };

/** The file as a whole cannot be imported (answered as a 400 with this message). Runs in the parsing worker. */
export class SheetProblem extends Error {
  /** The header lacks required columns: named for the page to say (SPREADSHEET_COLUMNS_MISSING). */
  constructor(
    message: string,
    readonly missing?: string[],
  ) {
    super(message);
  }
}

/**
 * Turns parsed rows into records of the columns we know. The header row is the first non-blank row; its cells
 * are matched to column names ignoring case, surrounding spaces, and spaces or hyphens inside ("Image URLs"
 * matches image_urls). Records are keyed only by our own column names, never by cell text. Rows whose known
 * columns are all blank are ignored. `row` is the spreadsheet row number people see in Excel.
 */
export type SheetRecord<C extends string> = { row: number; values: Record<C, string> };

const normalize = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** The known columns the header row names (a re-import changes only these). */
export function presentColumns<C extends string>(sheet: ParsedSheet, columns: readonly C[]): C[] {
  const header = sheet.rows.find((r) => !isBlank(r)) ?? [];
  const names = new Set(header.map(normalize));
  return columns.filter((c) => names.has(c));
}

export function sheetRecords<C extends string>(
  sheet: ParsedSheet,
  columns: readonly C[],
  required: readonly C[],
): SheetRecord<C>[] {
  const headerIndex = sheet.rows.findIndex((r) => !isBlank(r));
  if (headerIndex < 0) {
    throw new SheetProblem(
      `The spreadsheet is empty: its first row must name the columns (${columns.join(', ')})`,
    );
  }
  const position = new Map<C, number>();
  const known = new Set<string>(columns);
  sheet.rows[headerIndex]!.forEach((cell, i) => {
    const name = normalize(cell);
    if (!known.has(name)) return;
    if (position.has(name as C))
      throw new SheetProblem(`The column "${name}" appears twice in the header row`);
    position.set(name as C, i);
  });
  const missing = required.filter((c) => !position.has(c));
  if (missing.length > 0) {
    throw new SheetProblem(
      `The header row (row ${sheet.firstRow + headerIndex}) must name the columns ${required.join(', ')}; missing: ${missing.join(', ')}`,
      missing,
    );
  }

  const records: SheetRecord<C>[] = [];
  for (let i = headerIndex + 1; i < sheet.rows.length; i++) {
    const cells = sheet.rows[i]!;
    const values = {} as Record<C, string>;
    for (const c of columns) {
      const at = position.get(c);
      values[c] = at === undefined ? '' : (cells[at] ?? '').trim();
    }
    if (isBlank(Object.values(values))) continue;
    records.push({ row: sheet.firstRow + i, values });
  }
  if (records.length === 0) throw new SheetProblem('The spreadsheet has a header row but no data rows');
  return records;
}
