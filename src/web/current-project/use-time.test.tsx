import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Project } from '@shared/contracts/projects';
import { i18n } from '../i18n';
import { ProjectContext } from './project-context';
import { useTime } from './use-time';

// A page writes times on its project's clock in its own language: what the server renders is what the browser
// hydrates, wherever either of them is (this machine's zone plays no part).
function Shown({ at }: { at: string }) {
  const time = useTime();
  return <p>{`${time.dateTime(at)} · ${time.clockRange('2026-12-03', '10:00', '12:00')}`}</p>;
}

const inProject = (zone: string) => (
  <ProjectContext.Provider value={{ project: { time_zone: zone } as Project, setPageTitle: () => {} }}>
    <Shown at="2026-07-01T12:00:00Z" />
  </ProjectContext.Provider>
);

afterEach(() => i18n.changeLanguage('ko'));

describe('the times a page shows', () => {
  it("are its project's clock: Berlin's summer, Seoul's", () => {
    i18n.changeLanguage('ko');
    expect(renderToString(inProject('Europe/Berlin'))).toBe(
      '<p>2026년 7월 1일 14:00 · 2026년 12월 3일 10:00–12:00</p>',
    );
    expect(renderToString(inProject('Asia/Seoul'))).toBe(
      '<p>2026년 7월 1일 21:00 · 2026년 12월 3일 10:00–12:00</p>',
    );
  });

  it("are in the page's language, and Seoul's outside any project", () => {
    i18n.changeLanguage('en');
    expect(renderToString(inProject('Europe/Berlin'))).toBe(
      '<p>1 July 2026, 14:00 · 3 December 2026, 10:00–12:00</p>',
    );
    expect(renderToString(<Shown at="2026-07-01T12:00:00Z" />)).toBe(
      '<p>1 July 2026, 21:00 · 3 December 2026, 10:00–12:00</p>',
    );
  });
});
