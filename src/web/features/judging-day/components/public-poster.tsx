/** A poster as a visitor without an account reads it from its QR code, when the project allows it (decision 055). */
import type { Poster } from '@shared/contracts/posters';
import type { PosterPlace } from '@web/components/ui/poster/poster-place';
import { PosterContent } from '@web/components/ui/poster/poster-content';
import { PosterFacts } from '@web/components/ui/poster/poster-facts';
import { usePosterWordsT } from '@web/components/ui/poster/poster-words';
import { PosterNumber } from '@web/components/ui/poster/poster-number';

/** `start`: the page and region to open at (a kiosk's QR code carries them). */
export function PublicPoster({ poster, start }: { poster: Poster; start?: PosterPlace | null }) {
  const { t: words } = usePosterWordsT();
  return (
    <article className="card stack" data-testid="public-poster">
      <PosterNumber className="poster-id" number={poster.number} board={poster.board} />
      <h1>{poster.title}</h1>
      <PosterFacts
        facts={[
          [words('author'), poster.author],
          [words('affiliation'), poster.affiliation],
          [words('category'), poster.category],
        ]}
      />
      <PosterContent poster={poster} start={start} />
    </article>
  );
}
