/** Pieces of a conference plan (`conference` in fixtures.ts) that the journeys share: posters and panels of judges. */
import type { PlannedJudge, PosterRow } from './fixtures';

/**
 * Judges `${prefix}1`, `${prefix}2`, ... named `${name}1`, `${name}2`, ... (the password JUDGE_PASSWORD), one for
 * each entry of `posters`: the places of the posters assigned to that judge.
 */
export function judgePanel(prefix: string, name: string, posters: number[][]): PlannedJudge[] {
  return posters.map((places, i) => ({
    username: `${prefix}${i + 1}`,
    full_name: `${name}${i + 1}`,
    posters: places,
  }));
}

const SAMPLE_POSTERS = {
  plastic: { title: '해양 미세플라스틱 분포', author: '김바다', affiliation: '부산대학교', category: '환경' },
  quantum: { title: '양자점 태양전지', author: '이빛', affiliation: 'KAIST', category: '물리' },
  gut: { title: '장내 미생물과 면역', author: '박균', affiliation: '서울대학교', category: '생명' },
  protein: { title: '단백질 접힘 예측', author: '강하나', affiliation: '서울대학교', category: '생명' },
  signal: { title: '세포 신호 전달', author: '오세포', affiliation: '연세대학교', category: '생명' },
  film: { title: '초전도 박막', author: '윤철', affiliation: 'KAIST', category: '물리' },
  currents: { title: '해류 모델링', author: '임바다', affiliation: '부산대학교', category: '환경' },
} satisfies Record<string, PosterRow>;

/** Posters for a plan, by name, from one set every journey shares (its own posters when it asserts more). */
export function samplePosters(...names: Array<keyof typeof SAMPLE_POSTERS>): PosterRow[] {
  return names.map((name) => SAMPLE_POSTERS[name]);
}
