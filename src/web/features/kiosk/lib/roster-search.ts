/**
 * The kiosk's search without a network (decision 057): the server's search (screens.repository.ts) made over the
 * kept roster. Each word must appear in the number, board, title, author, affiliation, keywords or category; a number
 * alone ("12", "P-012") is the poster's number. The text inside the files is the server's only.
 */
import type { KioskPoster } from '@shared/contracts/screens';
import { searchedNumber, searchWords } from '@shared/paging';

const fold = (s: string) => s.normalize('NFC').toLocaleLowerCase();

export function searchRoster(items: KioskPoster[], q: string): KioskPoster[] {
  const words = searchWords(q).map(fold);
  if (words.length === 0) return items;
  const alone = words.length === 1 ? searchedNumber(words[0]!) : undefined;
  if (alone !== undefined) return items.filter((p) => p.number === alone);
  return items.filter((p) => {
    const text = fold(
      [p.board, p.title, p.author, p.affiliation, p.keywords, p.category]
        .filter((x) => x !== null)
        .join('\n'),
    );
    return words.every((w) => text.includes(w) || searchedNumber(w) === p.number);
  });
}
