// `npm start`: builds the web app when its build is missing or older than its sources, bundles the
// server with esbuild when its bundle is missing or older than its sources, then becomes the server:
// this same process runs the bundle, so signals reach it directly. A bundle instead of TypeScript through tsx: about
// 50 MB less resident memory at start and about half the start-up time.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// better-sqlite3 needs Node-API 10, which Node.js 20 lacks: there the server would crash at its first
// query with no word of why. Said here, before anything is built.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `Node.js ${process.version} cannot run this app: it runs on Node.js 24 or 26, the LTS lines still supported.\n` +
      'On Linux x64, `. scripts/use-node.sh 24` puts Node.js 24 first on the PATH of this shell (docs/operations.md#what-runs).',
  );
  process.exit(1);
}

const packages = join(import.meta.dirname, '..', 'packages');
const web = join(packages, 'web');
const contract = join(packages, 'contract', 'src');

/** When a file was last changed, or for a folder the newest of itself and everything in it (a folder's own
 * time changes when a file is added, removed or renamed in it). */
function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

// With WEB_DIST the server serves a build made elsewhere; this one is left alone.
const webSources = ['src', 'public', 'index.html'].map((p) => join(web, p));
if (
  !process.env.WEB_DIST &&
  Math.max(...[...webSources, contract].map(newestChange)) > builtAt(join(web, 'dist', 'index.html'))
) {
  console.log('Building the web app…');
  execSync('npm run build -w @trust/web', { stdio: 'inherit' });
}

// The bundle sits in packages/server/dist, as deep as packages/server/src, so the paths the server
// makes from import.meta.dirname (../package.json for the version, ../../web/dist) hold in both.
const server = join(packages, 'server');
const bundle = join(server, 'dist', 'main.mjs');
// This file is a source too: it holds the build's options.
const serverSources = [join(server, 'src'), contract, import.meta.filename];
if (Math.max(...serverSources.map(newestChange)) > builtAt(bundle)) {
  console.log('Building the server…');
  const startedAt = new Date();
  // Loaded only to build, so a start that finds the bundle up to date keeps esbuild out of the server's memory.
  const esbuild = await import('esbuild');
  const result = await esbuild
    .build({
      entryPoints: {
        main: join(server, 'src', 'main.ts'),
      },
      outdir: join(server, 'dist'),
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      // Stack traces only need the mappings; the TypeScript sources are beside the bundle.
      sourcesContent: false,
      write: false,
      logLevel: 'warning',
      plugins: [
        {
          // Our own code (the server and @trust/contract, whose exports are .ts files) is bundled; every
          // npm package stays external and resolves from node_modules at run time (better-sqlite3 is native).
          name: 'npm-packages-external',
          setup(build) {
            build.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@trust/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    })
    .catch(() => null)
    .finally(() => esbuild.stop());
  if (!result) {
    // esbuild has already printed the errors; a bundle left from before is never run in their place.
    console.error('The server could not be built (see above); not starting.');
    process.exit(1);
  }
  // Written beside and renamed into place, so a server starting at the same moment never reads half a
  // bundle; dated from the build's start, so a source saved while it ran makes the next start build again.
  mkdirSync(join(server, 'dist'), { recursive: true });
  // The map first, so a bundle that names its map never arrives before it.
  for (const path of [`${bundle}.map`, bundle]) {
    const file = result.outputFiles.find((f) => f.path === path);
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    utimesSync(partial, startedAt, startedAt);
    renameSync(partial, path);
  }
}

/**
 * How the server's memory is run, given as Node.js and the C library start, since neither can be
 * changed once running (the bench's resident-memory figures hold them; docs/operations.md):
 * - V8 lets its heap grow to several times what lives in it while collecting is cheap: a
 *   50,000-member import on PostgreSQL kept a heap many times its live objects. A cap collects
 *   sooner; it is several times what a busy server keeps alive, and Node's usual size for a
 *   small machine.
 * - glibc keeps blocks of up to 32 MB in its own heap, which it seldom gives back, once a first such
 *   block has been freed: every megabyte-sized buffer (an import's blocks, a CSV's pages) then stays
 *   resident. Above 128 KB each block is mapped on its own and returned when freed.
 * - Stack traces in the logs point at the TypeScript sources, as they did under tsx.
 */
const SERVER_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=4', '--enable-source-maps'];
const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024) };

/** A flag given on the command line or in NODE_OPTIONS wins over this file's. */
const given = new Set(
  [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].map((flag) => flag.split('=')[0]),
);
const flags = SERVER_FLAGS.filter((flag) => !given.has(flag.split('=')[0]));

if (typeof process.execve === 'function') {
  // The same process becomes the server (same PID), so signals and service managers reach it directly.
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...flags, bundle], {
    ...SERVER_ENV,
    ...process.env,
  });
}
// Where a process cannot replace itself (Windows), the server runs in this one with Node's defaults.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
