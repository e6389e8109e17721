import { beforeAll, describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { linksIn, mailConfig, PUBLIC_URL, useSmtpSink } from '@server/test/smtp-sink';
import { useTestApp, type Client } from '@server/test/test-app';
import { QUESTIONS_PER_MINUTE, type Question } from '@shared/contracts/attendees';
import { signInPresenter as presenterLinkSignIn } from '../presenters/presenter-link.test-kit';

// Questions to presenters, with mail on and a real SMTP server in this process: who reads which question, the
// presenter's answer, the organiser's hiding, the limit a minute, and the mail the presenter receives.
const sink = useSmtpSink();
const t = useTestApp(mailConfig(sink));
let project: Awaited<ReturnType<typeof fx.makeProject>>;
let poster: { id: number };
let otherPoster: { id: number };
let presenter: Client;
let otherPresenter: Client;
let organiser: Client;

const signInPresenter = (posterId: number, email: string | null): Promise<Client> =>
  presenterLinkSignIn(t, project.id, posterId, { presenter_name: '윤발표', presenter_email: email });

beforeAll(async () => {
  project = await fx.makeProject(t.db, { name: '한국생물학회 2026' });
  poster = await fx.makePoster(t.db, project.id, { title: '세포 이동' });
  otherPoster = await fx.makePoster(t.db, project.id, { title: '다른 포스터' });
  presenter = await signInPresenter(poster.id, 'Presenter@Example.org');
  otherPresenter = await signInPresenter(otherPoster.id, null);
  const admin = await fx.makeAdmin(t.db, { projectIds: [project.id] });
  organiser = await fx.sessionFor(t.app, 'admin', admin.id);
});

const participant = async () =>
  fx.sessionFor(t.app, 'user', (await fx.makeParticipant(t.db, project.id)).id, project.id);
const base = () => `/api/projects/${project.id}/posters/${poster.id}/questions`;
const ask = (c: Client, text: string, isPublic: boolean) =>
  c.inject({ method: 'POST', url: base(), payload: { text, public: isPublic } });
const read = async (c: Client) => {
  const res = await c.inject({ url: base() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Question[];
};
const presenterView = async (c: Client) =>
  (await c.inject({ url: `/api/projects/${project.id}/presenter/questions` })).json() as {
    unanswered: number;
    questions: Question[];
  };

describe('questions to presenters', () => {
  it('a private question is its asker’s and the presenter’s; the answer reaches the asker; hidden ones vanish', async () => {
    const asker = await participant();
    const reader = await participant();
    const open = await ask(asker, '재현 실험은 몇 번 했나요? <b>굵게</b>', true);
    expect(open.statusCode, open.body).toBe(201);
    expect(open.json()).toMatchObject({
      text: '재현 실험은 몇 번 했나요? <b>굵게</b>',
      public: true,
      mine: true,
    });
    const secret = (await ask(asker, '데이터를 받을 수 있을까요?', false)).json() as Question;
    expect((await read(reader)).map((q) => q.text)).toEqual(['재현 실험은 몇 번 했나요? <b>굵게</b>']);
    expect((await read(asker)).map((q) => q.mine)).toEqual([true, true]);

    const mine = await presenterView(presenter);
    expect(mine.unanswered).toBe(2);
    expect(mine.questions.map((q) => q.id)).toEqual([open.json().id, secret.id]);
    expect((await presenterView(otherPresenter)).questions).toEqual([]);

    const answerUrl = `${base()}/${secret.id}/answer`;
    const refused = await otherPresenter.inject({
      method: 'POST',
      url: answerUrl,
      payload: { answer: '제가?' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const answered = await presenter.inject({
      method: 'POST',
      url: answerUrl,
      payload: { answer: '네, 메일 주세요.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await read(asker)).find((q) => q.id === secret.id)!.answer).toBe('네, 메일 주세요.');
    expect((await presenterView(presenter)).unanswered).toBe(1);

    const hide = await organiser.inject({
      method: 'PUT',
      url: `${base()}/${open.json().id}`,
      payload: { hidden: true },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await read(reader)).toEqual([]);
    expect((await read(asker)).map((q) => q.id)).toEqual([secret.id]);
    expect((await presenterView(presenter)).questions.map((q) => q.id)).toEqual([secret.id]);
    const listed = (await organiser.inject({ url: `/api/projects/${project.id}/questions` })).json();
    expect(listed.find((q: Question) => q.id === open.json().id)).toMatchObject({
      hidden: true,
      poster_title: '세포 이동',
    });
    const hiddenAnswer = await presenter.inject({
      method: 'POST',
      url: `${base()}/${open.json().id}/answer`,
      payload: { answer: '답' },
    });
    expect(hiddenAnswer.statusCode).toBe(404);
  });

  it("pages the organiser's list: newest first, by poster, searched, with the project's counts", async () => {
    const own = await fx.makeProject(t.db, { name: '질문 목록' });
    const first = await fx.makePoster(t.db, own.id, { title: '빛의 굴절' });
    const second = await fx.makePoster(t.db, own.id, { title: '소리의 속도' });
    const asker = await fx.makeParticipant(t.db, own.id);
    const texts = ['첫 질문', '둘째 질문', '셋째 질문', '넷째 질문', '다섯째 질문'];
    const ids: number[] = [];
    for (const [i, text] of texts.entries()) {
      const row = await t.db
        .insertInto('poster_questions')
        .values({
          project_id: own.id,
          poster_id: i % 2 === 0 ? first.id : second.id,
          participant_id: asker.id,
          text,
          public: 1,
          hidden: i === 4 ? 1 : 0,
          answer: i === 0 ? '답변' : null,
          answered_at: i === 0 ? new Date().toISOString() : null,
          created_at: new Date(Date.UTC(2026, 10, 1, 9, i)).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const admin = await fx.makeAdmin(t.db, { projectIds: [own.id] });
    const ownOrganiser = await fx.sessionFor(t.app, 'admin', admin.id);
    const list = async (query: string) => {
      const res = await ownOrganiser.inject({ url: `/api/projects/${own.id}/questions?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        items: { id: number; text: string }[];
        total: number;
        page: number;
        page_size: number;
        counts: unknown;
      };
    };
    const counts = { all: 5, waiting: 3, hidden: 1 };
    const one = await list('page=1&page_size=2');
    expect(one).toMatchObject({ total: 5, page: 1, page_size: 2, counts });
    expect(one.items.map((q) => q.text)).toEqual(['다섯째 질문', '넷째 질문']);
    expect((await list('page=3&page_size=2')).items.map((q) => q.text)).toEqual(['첫 질문']);
    expect((await list('sort=newest&dir=desc&page_size=2')).items.map((q) => q.text)).toEqual([
      '첫 질문',
      '둘째 질문',
    ]);
    // By poster number, newest first within a poster.
    expect((await list('sort=poster')).items.map((q) => q.id)).toEqual([
      ids[4],
      ids[2],
      ids[0],
      ids[3],
      ids[1],
    ]);
    // Search: a word of the question, of the answer, of the poster's title, its P-number; the counts stay whole.
    expect((await list('q=셋째')).items.map((q) => q.text)).toEqual(['셋째 질문']);
    expect((await list('q=답변')).items.map((q) => q.text)).toEqual(['첫 질문']);
    const bySecond = await list(`q=${encodeURIComponent('소리')}`);
    expect(bySecond).toMatchObject({ total: 2, counts });
    expect((await list('q=P-1')).total).toBe(3);
    // Without list parameters: the whole list, as before.
    const whole = await ownOrganiser.inject({ url: `/api/projects/${own.id}/questions` });
    expect((whole.json() as unknown[]).length).toBe(5);
    for (const bad of ['page=0', 'page_size=1000', 'sort=title', 'dir=up']) {
      const res = await ownOrganiser.inject({ url: `/api/projects/${own.id}/questions?${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBeTruthy();
    }
  });

  it('refuses empty, too long and non-boolean input with 400 and a code', async () => {
    const c = await participant();
    for (const payload of [
      { text: '   ', public: true },
      { text: 'x'.repeat(1001), public: true },
      { text: 'a', public: 'yes' },
    ]) {
      const res = await c.inject({ method: 'POST', url: base(), payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBeTruthy();
    }
  });

  it(`lets exactly ${QUESTIONS_PER_MINUTE} of a burst through a minute, the rest 429 TOO_MANY (3 rounds)`, async () => {
    for (let round = 0; round < 3; round++) {
      const c = await participant();
      const all = await Promise.all(Array.from({ length: 9 }, (_, i) => ask(c, `질문 ${i}`, true)));
      const codes = all.map((r) => r.statusCode).sort();
      expect(codes.filter((s) => s === 201)).toHaveLength(QUESTIONS_PER_MINUTE);
      expect(codes.filter((s) => s === 429)).toHaveLength(9 - QUESTIONS_PER_MINUTE);
      expect(all.find((r) => r.statusCode === 429)!.json().code).toBe('TOO_MANY');
    }
  });

  it('mails the presenter in Korean with the link to their page, written with the question', async () => {
    sink.clear();
    const c = await participant();
    const q = (await ask(c, '포스터 파일을 받을 수 있나요?', false)).json() as Question;
    const row = await t.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('key', '=', `presenter-question:${project.id}:${q.id}`)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      recipient: 'Presenter@Example.org',
      language: 'ko',
      subject: '[한국생물학회 2026] P-001 포스터에 새 질문이 있습니다',
      person_type: 'presenter',
      person_id: poster.id,
    });
    await t.app.jobs.idle('mail-send');
    const got = sink.to('presenter@example.org').at(-1)!;
    expect(got.mail.subject).toBe('[한국생물학회 2026] P-001 포스터에 새 질문이 있습니다');
    expect(linksIn(got.mail.text!)[0]).toMatch(new RegExp(`^${PUBLIC_URL}/projects/[^/]+/presenter/link/`));
    // A poster without a presenter's address: the question is stored, no mail.
    const bare = await fx.makePoster(t.db, project.id, { title: '주소 없음' });
    const none = await c.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/posters/${bare.id}/questions`,
      payload: { text: '주소가 없어도 되나요?', public: true },
    });
    expect(none.statusCode).toBe(201);
    expect(await fx.rowsWhere(t.db, 'mail_messages', 'person_id', bare.id)).toEqual([]);
  });
});
