// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// server (TypeScript through tsx) in this same process, so signals reach it directly.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const web = join(import.meta.dirname, '..', 'packages', 'web');
const builtAt = existsSync(join(web, 'dist', 'index.html')) ? statSync(join(web, 'dist', 'index.html')).mtimeMs : 0;

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'public', 'index.html'].map((p) => join(web, p));
const contract = join(web, '..', 'contract', 'src');
const newest = Math.max(
  ...[...sources, contract].map((p) => (statSync(p).isDirectory() ? newestSource(p) : statSync(p).mtimeMs)),
);
// With WEB_DIST the server serves a build made elsewhere; this one is left alone.
if (!process.env.WEB_DIST && newest > builtAt) {
  console.log('Building the web app…');
  execSync('npm run build -w @trust/web', { stdio: 'inherit' });
}

register();
await import('../packages/server/src/main.ts');
