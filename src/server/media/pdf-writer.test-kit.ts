import zlib from 'node:zlib';

// Test helper: writes small PDFs by hand (objects, a cross-reference table, a trailer), for files made to
// trigger one check or one refusal. Not used by the renderer itself.

/** A0 portrait in PDF points, as poppler names it (841 x 1189 mm). */
export const A0_PT = { width: 2384, height: 3370 } as const;

export type PdfObject = string | Buffer;

/** A stream object: its dictionary entries (without /Length) and its bytes. */
export function stream(dict: string, data: Buffer | string): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * A PDF of `objects`, numbered from 1 in order; object 1 must be the catalog. `trailer` adds entries to the
 * trailer (e.g. /Encrypt and /ID); `xrefShift` moves every offset in the table by that many bytes (a broken xref).
 */
export function buildPdf(
  objects: PdfObject[],
  options: { trailer?: string; xrefShift?: number } = {},
): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(offset);
    const body = typeof object === 'string' ? Buffer.from(object, 'latin1') : object;
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const shift = options.xrefShift ?? 0;
  const rows = offsets.map((o) => `${String(o + shift).padStart(10, '0')} 00000 n \n`).join('');
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}`;
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${options.trailer ?? ''} >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref + trailer, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * One page of `widthPt` x `heightPt` drawing `content`, with Helvetica (not embedded) as /F1 and `xobjects` (e.g.
 * an image) as /Im1, /Im2, ... Objects: 1 catalog, 2 pages, 3 page, 4 content, 5 font, 6... the xobjects.
 */
export function onePagePdf(
  widthPt: number,
  heightPt: number,
  content: string,
  xobjects: Buffer[] = [],
): Buffer {
  return buildPdf(onePageObjects(widthPt, heightPt, content, xobjects));
}

/** The objects of onePagePdf, to build them differently. */
export function onePageObjects(
  widthPt: number,
  heightPt: number,
  content: string,
  xobjects: Buffer[] = [],
): PdfObject[] {
  const names = xobjects.map((_, i) => `/Im${i + 1} ${6 + i} 0 R`).join(' ');
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${widthPt} ${heightPt}] /Contents 4 0 R ` +
      // Helvetica is in the resources only when the content uses it (pdffonts lists what resources name).
      `/Resources << ${content.includes('/F1') ? '/Font << /F1 5 0 R >>' : ''} /XObject << ${names} >> >> >>`,
    stream('', content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...xobjects,
  ];
}

/** Lines of Helvetica text at `sizePt`, from the top left of a page `heightPt` tall. */
export function textLines(lines: string[], sizePt: number, heightPt: number): string {
  const leading = sizePt * 1.3;
  const ops = lines.map((line, i) => `1 0 0 1 72 ${heightPt - 72 - i * leading} Tm (${line}) Tj`);
  return `BT /F1 ${sizePt} Tf ${ops.join('\n')} ET`;
}

/** A gray image XObject of `width` x `height` pixels, a checkerboard 12 squares wide (Flate: a few KB). */
export function checkerImage(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height);
  const square = Math.max(1, Math.round(width / 12));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      pixels[y * width + x] = (Math.floor(x / square) + Math.floor(y / square)) % 2 === 0 ? 40 : 220;
  return stream(
    `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray ` +
      '/BitsPerComponent 8 /Filter /FlateDecode',
    zlib.deflateSync(pixels),
  );
}
