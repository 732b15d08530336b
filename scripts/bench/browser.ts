import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../chromium-path.mjs';
import type { RunningServer } from './server';
import { BENCH_ADMIN } from './server';
import { median } from './timed-requests';

const WEB = join(import.meta.dirname, '..', '..', 'packages', 'web');

/**
 * Builds the web app into a folder of the bench's own (other builds and browser tests may be using
 * packages/web/dist at the same time), unless that build is newer than every source.
 */
export function buildWebApp(outDir: string): void {
  const manifest = join(outDir, MANIFEST);
  const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../contract/src'].map((p) => join(WEB, p));
  if (Math.max(...sources.map(newestChange)) < builtAt) return;
  console.log(`Building the web app into ${outDir}…`);
  const args = ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'];
  execFileSync('npx', args, {
    cwd: WEB,
    stdio: 'inherit',
  });
}

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Where Vite's build manifest lists each chunk and the module it was made for. */
const MANIFEST = '.vite/manifest.json';

interface Chunk {
  name: string;
  gzipKb: number;
}

/**
 * The largest chunk of a screen (the lazily loaded file of one of src/routes/), and the largest
 * lazily loaded chunk of any kind (a library only some screens need), gzip-compressed.
 */
export function largestChunks(outDir: string): { route: Chunk; lazy: Chunk } {
  const chunks = JSON.parse(readFileSync(join(outDir, MANIFEST), 'utf8')) as Record<
    string,
    { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean }
  >;
  let route: Chunk = { name: '', gzipKb: 0 };
  let lazy: Chunk = { name: '', gzipKb: 0 };
  for (const [key, chunk] of Object.entries(chunks)) {
    if (chunk.isEntry || !chunk.file.endsWith('.js')) continue;
    const size = { name: chunk.src ?? key, gzipKb: kb(gzipSync(readFileSync(join(outDir, chunk.file))).length) };
    if (size.gzipKb > lazy.gzipKb) lazy = size;
    if (chunk.isDynamicEntry && chunk.src?.startsWith('src/routes/') && size.gzipKb > route.gzipKb) route = size;
  }
  return { route, lazy };
}

export interface BrowserFigures {
  js_login_gzip_kb: number;
  js_dashboard_gzip_kb: number;
  dashboard_ready_ms: number;
  member_search_ms: number;
  search_response_ms: number;
}

interface ReadyWatch {
  selector: string;
  text: string;
}

declare global {
  interface Window {
    __readyAt?: number;
    __submittedAt?: number;
  }
}

/**
 * Injected before the app's own code: notes, in the page's clock (ms since navigation began), when
 * an element matching `selector` with exactly `text` first becomes visible, and when a form is
 * submitted. Watching mutations, rather than polling from outside, times the render itself.
 */
function watchForReady(watch: ReadyWatch): void {
  document.addEventListener('submit', () => {
    window.__submittedAt = performance.now();
  });
  const observer = new MutationObserver(() => {
    for (const element of document.querySelectorAll(watch.selector)) {
      if (element.textContent?.trim() === watch.text && element.checkVisibility()) {
        window.__readyAt = performance.now();
        observer.disconnect();
        return;
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Measures the web app in Chromium as a member of staff meets it on a first visit (nothing cached):
 * the JavaScript loaded for /login and for /dashboard (gzip-compressed, as a server or proxy would
 * send it), the time until the dashboard's buttons show, and until a member search shows its result.
 */
export async function measureBrowser(server: RunningServer, memberId: string, runs: number): Promise<BrowserFigures> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium found: install Debian’s chromium or set CHROME_PATH');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const login = await scriptBytes(browser, server, false, '/login', (page) =>
      page.getByRole('button', { name: 'Login' }).waitFor(),
    );
    const dashboard = await scriptBytes(browser, server, true, '/dashboard', (page) =>
      page.getByRole('link', { name: 'Membership Report' }).waitFor(),
    );
    const dashboardTimes: number[] = [];
    const searchTimes: number[] = [];
    const responseTimes: number[] = [];
    for (let i = 0; i < runs; i++) {
      dashboardTimes.push(
        await timed(browser, server, { selector: 'main a', text: 'Membership Report' }, async (page) => {
          await page.goto(`${server.url}/dashboard`);
        }),
      );
      let submittedAt = 0;
      const searchedAt = await timed(browser, server, { selector: 'td', text: memberId }, async (page) => {
        await page.goto(`${server.url}/search-member`);
        const box = page.getByRole('textbox', { name: /Enter ID Number/ });
        await box.fill(memberId);
        await box.press('Enter');
        await page.waitForFunction(() => window.__readyAt !== undefined);
        submittedAt = await page.evaluate(() => window.__submittedAt ?? 0);
      });
      searchTimes.push(searchedAt);
      responseTimes.push(searchedAt - submittedAt);
    }
    return {
      js_login_gzip_kb: kb(login),
      js_dashboard_gzip_kb: kb(dashboard),
      dashboard_ready_ms: Math.round(median(dashboardTimes)),
      member_search_ms: Math.round(median(searchTimes)),
      search_response_ms: Math.round(median(responseTimes)),
    };
  } finally {
    await browser.close();
  }
}

async function newContext(browser: Browser, server: RunningServer, signedIn: boolean): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (signedIn) {
    // The session the login screen would have stored.
    await context.addInitScript(
      ([token, email, name]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('email', email);
        localStorage.setItem('name', name);
      },
      [server.token, BENCH_ADMIN.email, BENCH_ADMIN.name] as const,
    );
  }
  return context;
}

/** The gzip size of every script the page loads until the network is idle. */
async function scriptBytes(
  browser: Browser,
  server: RunningServer,
  signedIn: boolean,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<number> {
  const context = await newContext(browser, server, signedIn);
  try {
    const page = await context.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      // A script still arriving when the context closes is not counted (and its body's rejection not thrown).
      if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`${server.url}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(bodies.map(async (body) => gzipSync(await body).length));
    return sizes.reduce((a, b) => a + b, 0);
  } finally {
    await context.close();
  }
}

/** Runs `steps` in a fresh signed-in context and returns when `watch` was met, in ms since navigation. */
async function timed(
  browser: Browser,
  server: RunningServer,
  watch: ReadyWatch,
  steps: (page: Page) => Promise<void>,
): Promise<number> {
  const context = await newContext(browser, server, true);
  try {
    await context.addInitScript(watchForReady, watch);
    const page = await context.newPage();
    await steps(page);
    await page.waitForFunction(() => window.__readyAt !== undefined, undefined, { timeout: 30_000 });
    return page.evaluate(() => window.__readyAt ?? Number.NaN);
  } finally {
    await context.close();
  }
}
