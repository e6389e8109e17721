// Sums every suite's results into the one line CI reads: "N passed, N failed".
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
// The failed tests by name: CI shows only the end of the output, so they are said again here, at the end.
const failures = [];

function vitest(file, label) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed +=
    r.numFailedTests + (r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? r.numFailedTestSuites : 0);
  skipped += r.numPendingTests + r.numTodoTests;
  lines.push(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  for (const suite of r.testResults ?? []) {
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) {
      failures.push(`${label}: ${suite.name} > ${t.fullName}\n      ${firstLine(t.failureMessages?.[0])}`);
    }
    if (suite.status === 'failed' && failedTests.length === 0) {
      failures.push(`${label}: ${suite.name}\n      ${firstLine(suite.message)}`);
    }
  }
}

function firstLine(text) {
  return String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

function playwright(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  const s = r.stats ?? {};
  passed += s.expected ?? 0;
  failed += (s.unexpected ?? 0) + (s.flaky ?? 0) + (r.errors?.length ?? 0);
  skipped += s.skipped ?? 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const error = t.results?.find((x) => x.error)?.error?.message;
          failures.push(`browser: ${spec.file}:${spec.line} > ${spec.title}\n      ${firstLine(error)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of r.suites ?? []) walk(suite);
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

if (failures.length) {
  console.log('failed:');
  for (const f of failures) console.log(`  ${f.replace(process.cwd() + '/', '')}`);
}
for (const l of lines) console.log(`  ${l}`);
// Skipped tests (PostgreSQL-only ones on SQLite) are said on their own line: the last line is exactly
// "N passed, N failed".
if (skipped) console.log(`${skipped} skipped (they run in the other database's suite)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
