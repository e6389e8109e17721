/**
 * The one block the demo prints when it is ready (main.ts): where to go and how to sign in as each of the people
 * the product is for. Request logs stay out of the terminal in the demo unless LOG_LEVEL asks (config.ts).
 */
import { DEMO_PASSWORD, type DemoSummary } from './demo';

export function demoBanner(demo: DemoSummary, address: string, superAdmin: string): string {
  const project = `${address}/projects/${demo.slug}`;
  const rows: [string, string][] = [
    ['Address', `${project}   (the site: ${address})`],
    [
      'Organiser',
      `${project}/admin/login   user ${demo.organiser.username}  password ${demo.organiser.password}`,
    ],
    ['Judges', `${project}/judge/login   user judge1 … judge${demo.judges}  password ${DEMO_PASSWORD}`],
    ['Visitors', `${project}/user/login   user visitor1 … visitor5  password ${DEMO_PASSWORD}`],
    ['Presenter', `${address}${demo.presenterLink}   (poster 1's personal link)`],
    ['Kiosk', `${address}${demo.kioskLink}   (open it on the hall's screen)`],
    [
      'Super admin',
      `${address}/super-admin/login   user ${superAdmin}  (password: ADMIN_PASSWORD or the one printed at the first start)`,
    ],
  ];
  const line = '─'.repeat(72);
  return [
    '',
    line,
    ` Demo conference "${demo.slug}" · 데모 학술대회: ${demo.posters} posters, ${demo.judges} judges, ` +
      `${demo.evaluations} evaluations, ${demo.votes} votes`,
    '',
    ...rows.map(([label, value]) => ` ${label.padEnd(12)} ${value}`),
    '',
    ' Request logs are off in the demo: start it with LOG_LEVEL=info to see them.',
    line,
    '',
    '',
  ].join('\n');
}
