// Sums every suite's results into the one line CI reads: "N passed, N failed".
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

function vitest(file, label) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed +=
    r.numFailedTests + (r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? r.numFailedTestSuites : 0);
  skipped += r.numPendingTests + r.numTodoTests;
  lines.push(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}

function playwright(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  const s = r.stats ?? {};
  passed += s.expected ?? 0;
  failed += (s.unexpected ?? 0) + (s.flaky ?? 0) + (r.errors?.length ?? 0);
  skipped += s.skipped ?? 0;
  lines.push(`browser (Chromium): ${s.expected ?? 0} passed, ${(s.unexpected ?? 0) + (s.flaky ?? 0)} failed`);
}

if (fs.existsSync('.tmp/checks.txt')) {
  for (const line of fs.readFileSync('.tmp/checks.txt', 'utf8').split('\n').filter(Boolean)) {
    if (line.endsWith(' passed')) passed++;
    else failed++;
    lines.push(line);
  }
}
vitest('.tmp/vitest-sqlite.json', 'unit + API (SQLite)');
vitest('.tmp/vitest-pg.json', 'API (PostgreSQL)');
playwright('.tmp/playwright.json');

for (const l of lines) console.log(`  ${l}`);
// Skipped tests (PostgreSQL-only ones on SQLite) are said on their own line: the last line is exactly
// "N passed, N failed".
if (skipped) console.log(`${skipped} skipped (they run in the other database's suite)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
