/** A preflight item said as a sentence in the page's language, with its params (docs/decisions/041-poster-files.md). */
import type { PreflightItem } from '@shared/contracts/submissions';
import { formatNumber } from '@web/i18n';
import type { TFunction } from '@web/i18n/core';

type Param = PreflightItem['params'][string] | undefined;

/** A list of fonts or pages as one text ("Helvetica, Arial"); a number as the language writes it. */
function said(v: Param): string {
  if (v === undefined) return '';
  if (Array.isArray(v)) return v.join(', ');
  return typeof v === 'number' ? formatNumber(v) : v;
}

/** FORMAT_MISMATCH's "what the file is": its pages, its orientation, its size, as far as the params tell. */
function actual(p: PreflightItem['params'], t: TFunction): string {
  const parts: string[] = [];
  if (p.pages !== undefined) parts.push(t('submission:preflight.pages', { pages: said(p.pages) }));
  if (p.orientation === 'landscape' || p.orientation === 'portrait')
    parts.push(t(`submission:preflight.${p.orientation}`));
  else if (typeof p.orientation === 'string') parts.push(p.orientation);
  const width = p.width_mm ?? p.width;
  const height = p.height_mm ?? p.height;
  if (width !== undefined && height !== undefined)
    parts.push(t('submission:preflight.size', { width: said(width), height: said(height) }));
  return parts.length > 0 ? parts.join(', ') : t('submission:preflight.other');
}

export function preflightMessage(item: PreflightItem, t: TFunction): string {
  const p = item.params;
  const key = `submission:preflight.${item.code}`;
  switch (item.code) {
    case 'FORMAT_MISMATCH': {
      const expected = typeof p.expected === 'string' ? p.expected : '';
      const known = ['a0-portrait', '16:9-landscape', 'free'].includes(expected);
      return t(key, {
        expected: known ? t(`submission:format.${expected}`) : expected,
        actual: actual(p, t),
      });
    }
    case 'FONT_NOT_EMBEDDED':
      return t(key, { fonts: said(p.fonts) });
    case 'TEXT_TOO_SMALL':
      return t(key, { pt: said(p.pt) });
    case 'LOW_RESOLUTION_IMAGE':
      return t(key, { dpi: said(p.dpi) });
    case 'BLANK_PAGE': {
      const pages = p.pages ?? p.page;
      return t(key, {
        where: pages === undefined ? '' : t('submission:preflight.where', { pages: said(pages) }),
      });
    }
  }
}
