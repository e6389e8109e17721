import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_RENDER_LIMITS,
  detectPosterFile,
  renderPosterFile,
} from '@server/modules/submissions/render';
const dir = '/work/shared/fixtures/posters';
for (const f of fs.readdirSync(dir).filter((f) => !f.endsWith('.md'))) {
  const out = fs.mkdtempSync('/tmp/m/smoke-');
  const input = path.join(out, f);
  fs.copyFileSync(path.join(dir, f), input);
  const t = Date.now();
  const kind = await detectPosterFile(input);
  try {
    const r = await renderPosterFile(input, kind!, out, {
      format: 'a0-portrait',
      limits: DEFAULT_RENDER_LIMITS,
    });
    console.log(
      f,
      kind,
      Date.now() - t,
      'ms',
      r.pages.length,
      r.pages[0],
      r.text.length,
      JSON.stringify(r.preflight),
    );
  } catch (e) {
    console.log(f, kind, 'ERR', e);
  }
}
