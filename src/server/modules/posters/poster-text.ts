// A poster read as text (docs/decisions/092-poster-text-view.md): its approved file's text as laid out, kept by
// rendering; for a file rendered before that, its plain text in paragraphs.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import type { Poster } from '@shared/contracts/posters';
import {
  posterOutlineSchema,
  textLanguage,
  type PosterOutline,
  type PosterText,
} from '@shared/contracts/posters';
import { findNewestSubmission } from '@server/modules/submissions';

/**
 * The text view of `poster` as its reader sees it (the organiser's poster, or a member's or a link reader's, whose
 * files are left out once closed): `none` when it shows no approved file, or the file has no text (a picture).
 */
export async function posterTextOf(db: Kysely<DB>, poster: Poster): Promise<PosterText> {
  const head = { poster_id: poster.id, number: poster.number, title: poster.title };
  const approved =
    poster.pages.length > 0
      ? await findNewestSubmission(db, poster.project_id, poster.id, 'approved')
      : undefined;
  if (approved?.outline)
    return { ...head, ...posterOutlineSchema.parse(JSON.parse(approved.outline)), source: 'layout' };
  if (approved?.text?.trim()) return { ...head, ...plainOutline(approved.text), source: 'plain' };
  return { ...head, lang: textLanguage(poster.title), pages: [], source: 'none' };
}

/** Plain text (pdftotext's: pages split by form feeds) as paragraphs: the lines between blank lines joined. */
function plainOutline(text: string): PosterOutline {
  const pages = text.split('\f').map((page, i) => ({
    number: i + 1,
    blocks: page
      .split(/\n\s*\n/)
      .map((p) =>
        p
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .join(' '),
      )
      .filter(Boolean)
      .map((p) => ({ kind: 'paragraph' as const, text: p })),
  }));
  return { lang: textLanguage(text), pages: pages.filter((p) => p.blocks.length > 0) };
}
