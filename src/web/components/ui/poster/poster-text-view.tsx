/**
 * A poster read as text (decision 092), in the poster's language: its number and title, then its file's headings
 * and paragraphs in reading order, page by page. The pages that show it: the poster's text page (members, link
 * readers) and the kiosk's.
 */
import { createElement } from 'react';
import type { PosterText, PosterTextBlock } from '@shared/contracts/posters';
import { PosterNumber } from './poster-number';
import { usePosterWordsT } from './poster-words';
import './poster-text-view.css';

export function PosterTextView({ text }: { text: PosterText }) {
  // The notes are in the page's language, the poster's words in the poster's.
  const { t, i18n } = usePosterWordsT();
  const said = i18n.language;
  const many = text.pages.length > 1;
  const shown = shownPages(text);
  return (
    <article className="poster-text stack" lang={text.lang} data-testid="poster-text">
      <header>
        <PosterNumber className="poster-id" number={text.number} board={null} />
        <h1>{text.title}</h1>
      </header>
      {text.source === 'none' ? (
        <p className="poster-text-note" lang={said}>
          {t('textNone')}
        </p>
      ) : null}
      {text.source === 'plain' ? (
        <p className="poster-text-note" lang={said}>
          {t('textPlain')}
        </p>
      ) : null}
      {text.pages.map((page, p) =>
        many ? (
          <section key={page.number} aria-label={t('textPage', { n: page.number, total: text.pages.length })}>
            <p className="poster-text-page" aria-hidden="true" lang={said}>
              {t('textPage', { n: page.number, total: text.pages.length })}
            </p>
            <Blocks blocks={shown[p]!} />
          </section>
        ) : (
          <Blocks key={page.number} blocks={shown[p]!} />
        ),
      )}
    </article>
  );
}

type Shown = { tag: 'p' | 'h2' | 'h3' | 'h4'; text: string };

/**
 * The blocks as the page shows them. The page's h1 is the poster's title from the programme: a file whose own
 * title (its first heading, level 1) says the same has it left out and its headings keep their levels (its
 * sections h2); otherwise every heading sits one level below. No heading is more than one level below the one
 * before it (a byline set smaller than the sections, read before them, is not an h4 under the h1).
 */
function shownPages(text: PosterText): Shown[][] {
  const squeeze = (a: string) => a.replace(/\s+/g, '').toLowerCase();
  const first = text.pages.flatMap((p) => p.blocks).find((b) => b.kind === 'heading');
  const titled =
    first?.kind === 'heading' && first.level === 1 && squeeze(first.text) === squeeze(text.title);
  const shift = titled ? 0 : 1;
  let previous = 1;
  return text.pages.map((page) =>
    page.blocks
      .filter((b) => !(titled && b === first))
      .map((b: PosterTextBlock): Shown => {
        if (b.kind === 'paragraph') return { tag: 'p', text: b.text };
        previous = Math.min(Math.max(2, b.level + shift), previous + 1, 4);
        return { tag: `h${previous}` as Shown['tag'], text: b.text };
      }),
  );
}

function Blocks({ blocks }: { blocks: Shown[] }) {
  return blocks.map((b, i) => createElement(b.tag, { key: i }, b.text));
}
