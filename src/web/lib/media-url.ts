/** Poster media are http(s) URLs or files of the uploads folder (/uploads/...); anything else is not shown. */
export function mediaUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  if (/^https?:\/\//i.test(v)) return v;
  if (v.startsWith('/') && !v.startsWith('//')) return v;
  return null;
}
