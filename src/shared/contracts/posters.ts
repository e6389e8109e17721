import { z } from 'zod';
import { baseVersionSchema, emailSchema, emptyToNull } from '../schemas';
import { listParamsSchema, pageSchema } from '../paging';
import { posterPageSchema as renderedPageSchema } from './submissions';
import { sessionSummarySchema } from './sessions';

export const posterSorts = ['number', 'title', 'author', 'board', 'category'] as const;
export type PosterSort = (typeof posterSorts)[number];

/**
 * One poster image with its derived sizes (docs/decisions/025-image-pipeline.md): WebP at most 400, 800 and
 * 1600 px on the long side. Until the server has made them (an image just imported, or one from before the
 * sizes existed), and for images on other sites, the three name the original. width and height are the
 * original's as shown (EXIF rotation applied), null until known: pages reserve the space with them.
 */
const posterImageSchema = z.object({
  url: z.string(),
  thumb_url: z.string(),
  medium_url: z.string(),
  screen_url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type PosterImage = z.infer<typeof posterImageSchema>;

/**
 * The one picture that stands for a poster in lists and cards (docs/decisions/066-review-loop.md): its first
 * image, else the first page of its newest approved file (`from: 'page'`, the page's WebP sizes; `url` is the
 * 1600 px size, never the original file); null when it has neither, or when its files are closed to the reader.
 */
export const posterPictureSchema = posterImageSchema.extend({ from: z.enum(['image', 'page']) });
export type PosterPicture = z.infer<typeof posterPictureSchema>;

/** What a poster says of itself: its title, its authors and their affiliation, its category and abstract. */
const posterTextFields = {
  title: z.string(),
  author: z.string(),
  affiliation: z.string().nullable(),
  category: z.string().nullable(),
  abstract: z.string().nullable(),
  keywords: z.string().nullable(),
};
/** Their names, for what takes them from a poster's row (the abstract book, an import). */
export const posterTextKeys = Object.keys(posterTextFields) as (keyof typeof posterTextFields)[];

/**
 * A poster (docs/product.md#records). image_urls lists http(s) URLs and files of the uploads folder, the latter
 * as site paths (/uploads/...). audio_file is likewise a URL or an /uploads/ path, or null.
 */
export const posterSchema = z.object({
  id: z.number(),
  project_id: z.number(),
  ...posterTextFields,
  audio_file: z.string().nullable(),
  order_number: z.number().nullable(),
  /** The poster's number within its project, shown as P-001 (displayId in shared/format.ts). */
  number: z.number(),
  /** Where it hangs, e.g. "A-12". */
  board: z.string().nullable(),
  /** Its poster session (docs/decisions/051-poster-sessions.md): the id, and its name, date, times and area. */
  session_id: z.number().nullable(),
  session: sessionSummarySchema.nullable(),
  image_urls: z.array(z.string()),
  /** The same images as image_urls, in the same order, with their sizes. */
  images: z.array(posterImageSchema),
  /** Who presents it (docs/decisions/041-poster-files.md): their personal link and the CSV of links name them. */
  presenter_name: z.string().nullable(),
  presenter_email: z.string().nullable(),
  /**
   * The rendered pages of the poster's newest approved file (deep zoom and sizes), in order; empty when no file
   * has been approved. Never an unapproved file's: what judges and participants see is the approved one.
   */
  pages: z.array(renderedPageSchema),
  /** What lists and cards picture it by: its first image, else its approved file's first page. */
  picture: posterPictureSchema.nullable(),
  /**
   * Consent (docs/decisions/055-consent.md): whether a judge or participant may download the poster's approved
   * file now (`GET .../posters/{id}/file`); whether its files (pages, images, audio) are closed after the event,
   * for everyone but the organiser (they are then left out of judges' and participants' answers); and the
   * presenter's refusals.
   */
  downloadable: z.boolean(),
  closed: z.boolean(),
  download_refused: z.boolean(),
  after_event_refused: z.boolean(),
  created_at: z.string(),
  /** Adds one with every saved change; an edit sends the version it was based on (409 EDIT_CONFLICT if old). */
  version: z.number(),
});
export type Poster = z.infer<typeof posterSchema>;

/** GET /posters with list parameters: one page, and the project's categories for the gallery's filter. */
export const posterListParamsSchema = listParamsSchema(posterSorts).extend({
  category: z.string().trim().max(200, 'category must be at most 200 characters').optional(),
});
/**
 * Where a search found a poster (docs/decisions/091-ranked-poster-search.md): the field (its title, keywords with
 * category and board, authors with presenter and affiliation, abstract, or `body`, the text of its file) and the
 * sentence it was found in, as plain-text parts, `match` on the found words.
 */
export const searchHitSchema = z.object({
  field: z.enum(['title', 'keywords', 'authors', 'abstract', 'body']),
  parts: z.array(z.object({ text: z.string(), match: z.boolean() })),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** A poster of a list page; with a search, `hit` says where it was found (absent when only its number was). */
export const posterInPageSchema = posterSchema.extend({ hit: searchHitSchema.optional() });
export const posterPageSchema = pageSchema(posterInPageSchema).extend({ categories: z.array(z.string()) });
export type PosterPage = z.infer<typeof posterPageSchema>;

const text = (field: string, max: number) =>
  emptyToNull(z.string().trim().max(max, `${field} must be at most ${max} characters`));

/** PUT /posters/{id} (JSON): any of the editable fields. */
export const posterUpdateSchema = z
  .object({
    title: z.string().trim().min(1, 'title is required').max(500, 'title must be at most 500 characters'),
    author: z.string().trim().min(1, 'author is required').max(500, 'author must be at most 500 characters'),
    affiliation: text('affiliation', 500),
    category: text('category', 200),
    abstract: text('abstract', 20000),
    keywords: text('keywords', 1000),
    audio_file: text('audio_file', 2000),
    order_number: emptyToNull(
      z.coerce
        .number()
        .int('order_number must be a whole number')
        .min(0, 'order_number must be 0 or more')
        .max(1_000_000, 'order_number is too large'),
    ),
    number: z.coerce
      .number({ error: 'number must be a whole number' })
      .int('number must be a whole number')
      .min(1, 'number must be 1 or more')
      .max(1_000_000, 'number is too large'),
    board: text('board', 50),
    /** A session of the project, or null for none. */
    session_id: emptyToNull(
      z.coerce
        .number({ error: 'session_id must be a whole number' })
        .int('session_id must be a whole number')
        .positive('session_id must be a positive whole number')
        .max(2_147_483_647, 'session_id is too large'),
    ),
    presenter_name: text('presenter_name', 200),
    presenter_email: emptyToNull(emailSchema),
    image_urls: z
      .array(z.string().trim().min(1).max(2000, 'an image URL is too long'))
      .max(50, 'at most 50 images'),
    version: baseVersionSchema,
  })
  .partial();
export type PosterUpdate = z.infer<typeof posterUpdateSchema>;

// A poster read as text (docs/decisions/092-poster-text-view.md): its file's text layer in reading order, with the
// headings found by their size, for a screen reader and for anyone who wants the words rather than the picture.
export const POSTER_TEXT_LANGUAGES = ['ko', 'en'] as const;

export const posterTextBlockSchema = z.discriminatedUnion('kind', [
  /** A heading: level 1 for the poster's largest type (its title), 2 and 3 for the sizes below it. */
  z.object({ kind: z.literal('heading'), level: z.number().int().min(1).max(3), text: z.string() }),
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
]);
export type PosterTextBlock = z.infer<typeof posterTextBlockSchema>;

/** What rendering keeps of a file's text layer: its language and, page by page, its blocks in reading order. */
export const posterOutlineSchema = z.object({
  lang: z.enum(POSTER_TEXT_LANGUAGES),
  pages: z.array(z.object({ number: z.number().int().min(1), blocks: z.array(posterTextBlockSchema) })),
});
export type PosterOutline = z.infer<typeof posterOutlineSchema>;

export const posterTextSchema = posterOutlineSchema.extend({
  poster_id: z.number().int(),
  /** The poster's number (P-001 when shown). */
  number: z.number().int(),
  title: z.string(),
  /**
   * `layout`: read from the file's layout (headings and columns); `plain`: a file rendered before the layout was
   * kept, its text in paragraphs; `none`: no approved file with text (an image, a closed poster, none yet).
   */
  source: z.enum(['layout', 'plain', 'none']),
});
export type PosterText = z.infer<typeof posterTextSchema>;

/** Korean when at least a fifth of the letters are Hangul, else English: the language a text view is read in. */
export function textLanguage(text: string): PosterOutline['lang'] {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const hangul = text.match(/[\uac00-\ud7a3]/g)?.length ?? 0;
  return letters > 0 && hangul / letters >= 0.2 ? 'ko' : 'en';
}
