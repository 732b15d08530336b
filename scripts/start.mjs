// `npm start`: builds the web app when its build is missing or older than its sources, bundles the
// server with esbuild when its bundle is missing or older than its sources, then runs the bundle in
// this same process, so signals reach it directly. A bundle instead of TypeScript through tsx: about
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
// The worker thread an import is read in, started by the bundle from beside it
// (src/modules/import/import-thread.ts).
const importWorker = join(server, 'dist', 'import-worker.mjs');
// This file is a source too: it holds the build's options.
const serverSources = [join(server, 'src'), contract, import.meta.filename];
if (Math.max(...serverSources.map(newestChange)) > Math.min(builtAt(bundle), builtAt(importWorker))) {
  console.log('Building the server…');
  const startedAt = new Date();
  // Loaded only to build, so a start that finds the bundle up to date keeps esbuild out of the server's memory.
  const esbuild = await import('esbuild');
  const result = await esbuild
    .build({
      entryPoints: {
        main: join(server, 'src', 'main.ts'),
        'import-worker': join(server, 'src', 'modules', 'import', 'import-worker.ts'),
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
  // The maps first, so a bundle that names its map never arrives before it; the worker before the
  // bundle that starts it.
  for (const path of [`${importWorker}.map`, `${bundle}.map`, importWorker, bundle]) {
    const file = result.outputFiles.find((f) => f.path === path);
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    utimesSync(partial, startedAt, startedAt);
    renameSync(partial, path);
  }
}

// Stack traces in the logs point at the TypeScript sources, as they did under tsx (which switches this
// on too): worth its cost of about 8 MB of resident memory, nearly all of it the maps npm packages ship
// (the bundle's own map has no sources inside). `--enable-source-maps` cannot be given from here; this
// must come before the bundle loads.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
