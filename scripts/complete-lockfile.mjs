// The npm registry this project installs from holds only the platform packages of Biome for this
// machine's kind (linux-x64, linux-arm64); `npm install` skips the others silently, but `npm ci`
// then finds the lock file short of optional packages that package.json implies, and stops.
// This adds those optional, other-platform entries (with their os, cpu and libc) so `npm ci` skips
// them as it would on any lock made with the full registry. Run it after changing dependencies:
//   npm install && node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  if (!path.startsWith('node_modules/@biomejs/biome') || !entry.optionalDependencies) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const match = /cli-(android|darwin|linux|win32)-(arm64|x64)(-musl)?$/.exec(name);
    if (!match) continue;
    const [, os, cpu, musl] = match;
    packages[key] = {
      version,
      cpu: [cpu],
      dev: entry.dev,
      license: entry.license,
      optional: true,
      os: [os],
      ...(musl ? { libc: ['musl'] } : {}),
      engines: { node: '>=14.21.3' },
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform entries added`);
