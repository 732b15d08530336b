// `npm test`: every test. Contract rules, the API on SQLite (and on PostgreSQL when
// TEST_DATABASE_URL is set), the web components, then the browser journeys in Chromium.
import { spawnSync } from 'node:child_process';

const steps = [
  ['contract unit tests', 'npm', ['run', 'test', '-w', '@trust/contract']],
  ['server API tests', 'npm', ['run', 'test', '-w', '@trust/server']],
  ['web component tests', 'npm', ['run', 'test', '-w', '@trust/web']],
  ['browser journeys (Playwright, Chromium)', 'npm', ['run', 'test:e2e']],
];

if (!process.env.TEST_DATABASE_URL) {
  console.log('\nNOTE: TEST_DATABASE_URL is not set, so the PostgreSQL run of the API tests is skipped.\n');
}

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===\n`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log('\nAll test suites passed.');
