/**
 * The contracts' plain values: lengths and the names of states, with no zod. A page that needs one of them imports
 * it from here and so loads neither zod nor the schemas of a contract it never validates with: the presenter's
 * page, opened from a personal link on a phone, spent a third of its blocking time building such schemas
 * (docs/decisions/084-link-pages-light-start.md). The schemas that use them import them from here too.
 */

/** The site's page the institution's provider sends the browser back to: the address registered there (090). */
export const OIDC_CALLBACK_PATH = '/auth/oidc/callback';

/** Length bounds of a question and of an answer (plain text: shown as text, never as HTML). */
export const QUESTION_MAX = 1000;
export const ANSWER_MAX = 2000;

/**
 * What a presenter may write to the reviewer with a file (docs/decisions/071-poster-day-finishing.md): a few
 * sentences ("the QR code on page 1 is meant to be small"), not a letter; sent as the multipart field `note` or
 * the tus metadata `note`; blank is none.
 */
export const PRESENTER_NOTE_MAX = 500;

/** Where a presenter is during their session, as they say it on their page. */
export const presenceStates = ['present', 'away', 'left'] as const;

/**
 * Where a poster was opened: `gallery` the participant's poster page on a wide screen, `phone` the same page on a
 * narrow one, `kiosk` a screen of the poster hall, `qr` the poster's QR address (/p/{id}).
 */
export const VIEW_CHANNELS = ['gallery', 'phone', 'kiosk', 'qr'] as const;

/** What a judge may say of an assigned poster to step away from it (docs/product.md#conflicts-of-interest). */
export const declaredReasons = ['my_student', 'co_author', 'same_lab', 'other'] as const;
