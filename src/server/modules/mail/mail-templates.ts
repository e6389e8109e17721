// What each mail says, in Korean and English: a subject, the plain text and the same as HTML. Pure functions of
// their values; the links in them are made by the callers from PUBLIC_URL.
import type { MailLanguage } from '@shared/contracts/mail';
import { formatDateTime, zoneLabel } from '@shared/time';

export type MailContent = { subject: string; text: string; html: string };

/** The Content-ID of a mail's QR code image (attached by the send job from the message's qr_url). */
export const QR_CID = 'sign-in-qr@posters';

/** A paragraph of a mail: text, or a link shown as its address (plain text) and as a button-like link (HTML). */
type Part = string | { link: string; label: string } | { qr: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function compose(language: MailLanguage, subject: string, parts: Part[]): MailContent {
  const text =
    parts
      .filter((p) => typeof p === 'string' || 'link' in p)
      .map((p) => (typeof p === 'string' ? p : 'link' in p ? `${p.label}:\n${p.link}` : ''))
      .join('\n\n') + '\n';
  const body = parts
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`
        : 'qr' in p
          ? `<p><img src="cid:${QR_CID}" alt="${escapeHtml(p.qr)}" width="200" height="200"></p>`
          : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a><br><small>${escapeHtml(p.link)}</small></p>`,
    )
    .join('\n');
  const html = `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body>\n${body}\n</body></html>\n`;
  return { subject, text, html };
}

/** A time on the conference's clock, its zone named: the reader may be elsewhere. */
const when = (iso: string | null, language: MailLanguage, zone: string) =>
  iso === null ? null : `${formatDateTime(iso, zone, language)} (${zoneLabel(zone, language, iso)})`;

const hello = (name: string | null, language: MailLanguage) =>
  language === 'ko' ? (name ? `${name} 님, 안녕하세요.` : '안녕하세요.') : name ? `Dear ${name},` : 'Hello,';

export type JudgeMail = {
  project: string;
  /** The project's time zone, in which the mail writes times. */
  zone: string;
  name: string;
  url: string;
  expiresAt: string;
  left?: number;
};

export function judgeInvitation(language: MailLanguage, m: JudgeMail): MailContent {
  const until = when(m.expiresAt, language, m.zone)!;
  return language === 'ko'
    ? compose(language, `[${m.project}] 심사위원 로그인 링크`, [
        hello(m.name, language),
        `${m.project}의 포스터 심사위원으로 초대합니다. 아래 링크를 휴대전화에서 열면 바로 로그인되어 배정된 포스터 목록이 나옵니다.`,
        { link: m.url, label: '심사 시작하기' },
        { qr: '로그인 QR 코드: 휴대전화 카메라로 찍어도 됩니다' },
        `이 링크는 한 번만 쓸 수 있고 ${until}까지 유효합니다. 다른 사람에게 전달하지 마세요.`,
      ])
    : compose(language, `[${m.project}] Your judge sign-in link`, [
        hello(m.name, language),
        `You are invited to judge posters at ${m.project}. Open the link below on your phone: it signs you in and shows the posters assigned to you.`,
        { link: m.url, label: 'Start judging' },
        { qr: 'Sign-in QR code: scan it with a phone camera' },
        `The link works once, until ${until}. Do not forward it.`,
      ]);
}

export function judgeReminder(language: MailLanguage, m: JudgeMail): MailContent {
  const until = when(m.expiresAt, language, m.zone)!;
  return language === 'ko'
    ? compose(language, `[${m.project}] 아직 심사하지 않은 포스터가 ${m.left}편 있습니다`, [
        hello(m.name, language),
        `배정된 포스터 가운데 ${m.left}편의 심사가 남아 있습니다. 아래 링크로 로그인해 이어서 심사해 주세요.`,
        { link: m.url, label: '심사 이어하기' },
        `이 링크는 한 번만 쓸 수 있고 ${until}까지 유효합니다.`,
      ])
    : compose(language, `[${m.project}] ${m.left} poster(s) still to score`, [
        hello(m.name, language),
        `${m.left} of the posters assigned to you are still to be scored. Sign in with the link below to go on.`,
        { link: m.url, label: 'Continue judging' },
        `The link works once, until ${until}.`,
      ]);
}

export type PresenterMail = {
  project: string;
  /** The project's time zone, in which the mail writes times. */
  zone: string;
  name: string | null;
  poster: string;
  title: string;
  url: string | null;
  deadline: string | null;
  note?: string | null;
};

function presenterLinkParts(language: MailLanguage, m: PresenterMail): Part[] {
  const parts: Part[] = [];
  if (m.url)
    parts.push({ link: m.url, label: language === 'ko' ? '포스터 파일 올리기' : 'Upload the poster file' });
  const deadline = when(m.deadline, language, m.zone);
  if (deadline) parts.push(language === 'ko' ? `제출 마감: ${deadline}` : `Deadline: ${deadline}`);
  return parts;
}

export function presenterRequest(language: MailLanguage, m: PresenterMail): MailContent {
  return language === 'ko'
    ? compose(language, `[${m.project}] ${m.poster} 포스터 파일을 올려 주세요`, [
        hello(m.name, language),
        `${m.project}에서 발표하실 포스터 "${m.title}" (${m.poster})의 파일을 아래 개인 링크로 올려 주세요. 계정은 필요 없습니다.`,
        ...presenterLinkParts(language, m),
      ])
    : compose(language, `[${m.project}] Please upload the file of poster ${m.poster}`, [
        hello(m.name, language),
        `Please upload the file of your poster "${m.title}" (${m.poster}) at ${m.project} with your personal link below. No account is needed.`,
        ...presenterLinkParts(language, m),
      ]);
}

export function presenterReminder(language: MailLanguage, m: PresenterMail): MailContent {
  return language === 'ko'
    ? compose(language, `[${m.project}] ${m.poster} 포스터 파일이 아직 완료되지 않았습니다`, [
        hello(m.name, language),
        `포스터 "${m.title}" (${m.poster})의 파일이 아직 제출되지 않았거나 수정이 필요합니다. 아래 링크로 올려 주세요.`,
        ...presenterLinkParts(language, m),
      ])
    : compose(language, `[${m.project}] The file of poster ${m.poster} is not finished yet`, [
        hello(m.name, language),
        `The file of your poster "${m.title}" (${m.poster}) has not been sent yet, or needs a fix. Please upload it with the link below.`,
        ...presenterLinkParts(language, m),
      ]);
}

export function presenterNeedsFix(language: MailLanguage, m: PresenterMail): MailContent {
  const note = m.note?.trim();
  return language === 'ko'
    ? compose(language, `[${m.project}] ${m.poster} 포스터 파일을 고쳐 주세요`, [
        hello(m.name, language),
        `주최 측이 포스터 "${m.title}" (${m.poster})의 파일을 검토하고 수정을 요청했습니다.`,
        ...(note ? [`주최 측 메모:\n${note}`] : []),
        ...presenterLinkParts(language, m),
      ])
    : compose(language, `[${m.project}] Please fix the file of poster ${m.poster}`, [
        hello(m.name, language),
        `The organisers reviewed the file of your poster "${m.title}" (${m.poster}) and ask for a fix.`,
        ...(note ? [`The organisers' note:\n${note}`] : []),
        ...presenterLinkParts(language, m),
      ]);
}

export function presenterApproved(language: MailLanguage, m: PresenterMail): MailContent {
  return language === 'ko'
    ? compose(language, `[${m.project}] ${m.poster} 포스터 파일이 승인되었습니다`, [
        hello(m.name, language),
        `포스터 "${m.title}" (${m.poster})의 파일이 승인되었습니다. 이제 심사위원과 참가자에게 이 파일이 보입니다.`,
      ])
    : compose(language, `[${m.project}] The file of poster ${m.poster} is approved`, [
        hello(m.name, language),
        `The file of your poster "${m.title}" (${m.poster}) is approved: judges and participants now see it.`,
      ]);
}

export function passwordReset(
  language: MailLanguage,
  m: { project: string; name: string | null; url: string },
) {
  return language === 'ko'
    ? compose(language, `[${m.project}] 비밀번호 재설정`, [
        hello(m.name, language),
        `${m.project} 계정의 비밀번호를 재설정하려면 아래 링크를 여세요. 링크는 1시간 동안 한 번만 쓸 수 있습니다.`,
        { link: m.url, label: '비밀번호 재설정' },
        '요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
      ])
    : compose(language, `[${m.project}] Reset your password`, [
        hello(m.name, language),
        `Open the link below to set a new password for your ${m.project} account. It works once, for one hour.`,
        { link: m.url, label: 'Reset the password' },
        'If you did not ask for this, ignore this mail: your password stays as it is.',
      ]);
}

export function welcome(
  language: MailLanguage,
  m: { project: string; name: string | null; username: string; url: string },
) {
  return language === 'ko'
    ? compose(language, `[${m.project}] 가입을 환영합니다`, [
        hello(m.name, language),
        `${m.project}에 가입되었습니다. 아이디는 ${m.username} 입니다. 아래 링크에서 로그인하세요.`,
        { link: m.url, label: '로그인' },
      ])
    : compose(language, `[${m.project}] Welcome`, [
        hello(m.name, language),
        `You have signed up to ${m.project}. Your username is ${m.username}. Sign in at the link below.`,
        { link: m.url, label: 'Sign in' },
      ]);
}

export type QuestionMail = {
  project: string;
  name: string | null;
  poster: string;
  title: string;
  url: string | null;
};

/** A participant's new question to a poster's presenter (the question itself is read on the presenter page). */
export function presenterQuestion(language: MailLanguage, m: QuestionMail): MailContent {
  return language === 'ko'
    ? compose(language, `[${m.project}] ${m.poster} 포스터에 새 질문이 있습니다`, [
        hello(m.name, language),
        `포스터 "${m.title}" (${m.poster})에 참가자의 새 질문이 올라왔습니다. 발표자 페이지에서 읽고 답해 주세요.`,
        m.url ? { link: m.url, label: '발표자 페이지 열기' } : '받으신 발표자 개인 링크를 열어 주세요.',
      ])
    : compose(language, `[${m.project}] A new question on poster ${m.poster}`, [
        hello(m.name, language),
        `A participant asked a new question about your poster "${m.title}" (${m.poster}). Read and answer it on your presenter page.`,
        m.url ? { link: m.url, label: 'Open the presenter page' } : 'Open your presenter link.',
      ]);
}
