/** A badge's tones (status.css): neutral, or one of the tokens' tones. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';
export const tones: readonly Tone[] = ['neutral', 'info', 'success', 'warning', 'danger', 'accent'];

/** The classes of a badge of `tone`: for a button or a link that looks like one. */
export const badgeClass = (tone: Tone = 'neutral'): string =>
  tone === 'neutral' ? 'badge' : `badge badge-${tone}`;
