/** The keywords of the stored text, trimmed, blanks and repeats left out. */
export function splitKeywords(text: string | null | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(/[,;]/)
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ];
}
