// `npm test`: every test. Contract rules, the API on SQLite (and on PostgreSQL when
// TEST_DATABASE_URL is set), the web components, then the browser journeys in Chromium.
// Ends with one line 'tests: N passed, N failed' summed over all suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'trust-tests-'));
const vitest = (workspace, name) => [
  'npm',
  [
    'run',
    'test',
    '-w',
    workspace,
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${join(reports, `${name}.json`)}`,
  ],
  {},
  name,
];

const steps = [
  ['contract unit tests', ...vitest('@trust/contract', 'contract')],
  ['server API tests', ...vitest('@trust/server', 'server')],
  ['web component tests', ...vitest('@trust/web', 'web')],
  [
    'browser journeys (Playwright, Chromium)',
    'npm',
    ['run', 'test:e2e', '--', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    'e2e',
  ],
];

if (!process.env.TEST_DATABASE_URL) {
  console.log('\nNOTE: TEST_DATABASE_URL is not set, so the PostgreSQL run of the API tests is SKIPPED.\n');
}

function counts(name) {
  const file = join(reports, `${name}.json`);
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (name === 'e2e') {
    const s = report.stats ?? {};
    return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

const total = { passed: 0, failed: 0, skipped: 0 };
let failedStep = null;
for (const [title, command, args, env, name] of steps) {
  console.log(`\n=== ${title} ===\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const c = counts(name);
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
  if (result.status !== 0) {
    failedStep = title;
    if (c.failed === 0) total.failed += 1;
    break;
  }
}

console.log(failedStep ? `\n${failedStep} failed.` : '\nAll test suites passed.');
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
