import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type Records, recordsToShow } from './accessibility-records';
import { displayDate, todayInIndia } from './api';
import { signIn } from './fixtures';

/**
 * What the accessibility sweeps (e2e/accessibility-of-*.spec.ts) check on a screen: axe-core's WCAG 2
 * A and AA rules with no serious or critical violation, dates and money as the staff read them, and
 * no sideways scrolling, on a laptop and on a phone.
 */
export const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

export type Size = (typeof SIZES)[number];

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

export interface Found {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Waits until nothing on the page has moved for five frames running. A dialog or menu fading in shows
 * blended colours no one reads, and Mantine starts its fade a frame or two after the dialog is in the
 * page, so one look at a moment with no animation can come before the fade has begun. Spinners loop
 * forever and do not count.
 */
async function stillOnScreen(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let stillFrames = 0;
        const look = () => {
          const moving = document
            .getAnimations()
            .some(
              (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
            );
          stillFrames = moving ? 0 : stillFrames + 1;
          if (stillFrames >= 5) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

/** Runs axe on what the page shows now and returns its serious and critical findings, readably. */
export async function axeFindings(page: Page, screen: string): Promise<Found[]> {
  await stillOnScreen(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
    }));
}

/**
 * What the trust's staff read: dates as dd/MM/yyyy and money as '₹1,23,456'. A raw ISO date in the
 * visible text, or a bare number in a money column, is a finding like axe's.
 */
async function displayFindings(page: Page, screen: string): Promise<Found[]> {
  const problems = await page.evaluate(() => {
    const main = document.querySelector('main');
    const found: { rule: string; targets: string[] }[] = [];
    // biome-ignore lint/performance/useDomNodeTextContent: only rendered text counts, not hidden print-only copies
    const isoDates = (main?.innerText ?? '').match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? [];
    if (isoDates.length > 0) found.push({ rule: 'raw-iso-date', targets: [...new Set(isoDates)].slice(0, 5) });
    const money = /AMOUNT|FEE|TOTAL|PREMIUM|CHARGES|FINE|COLLECTED|^SA\b/i;
    const bare: string[] = [];
    for (const table of main?.querySelectorAll('table') ?? []) {
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      for (const row of table.querySelectorAll('tbody tr')) {
        [...row.children].forEach((cell, i) => {
          const text = cell.textContent?.trim() ?? '';
          if (money.test(headers[i] ?? '') && /^-?\d+$/.test(text)) bare.push(`${headers[i]}: ${text}`);
        });
      }
    }
    if (bare.length > 0) found.push({ rule: 'raw-money', targets: [...new Set(bare)].slice(0, 5) });
    return found;
  });
  return problems.map((p) => ({
    screen,
    rule: p.rule,
    impact: 'serious',
    help: p.rule === 'raw-iso-date' ? 'Dates show as dd/MM/yyyy' : 'Money shows as ₹ with Indian grouping',
    targets: p.targets,
  }));
}

/** A page wider than its window is a finding too: wide tables scroll inside their own box. */
async function sidewaysFindings(page: Page, screen: string): Promise<Found[]> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow <= 0) return [];
  return [
    {
      screen,
      rule: 'sideways-scroll',
      impact: 'serious',
      help: 'The page fits its window',
      targets: [`${overflow}px`],
    },
  ];
}

export function report(found: Found[]): string {
  return found
    .map((f) => `[${f.impact}] ${f.screen}: ${f.rule} (${f.help})\n${f.targets.map((t) => `    ${t}`).join('\n')}`)
    .join('\n');
}

/** The screen has finished loading: no request in flight and no spinner left. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0);
}

export async function askForToday(page: Page) {
  await page.getByLabel(/^From Date/).fill(displayDate(todayInIndia()));
  await page.getByLabel(/^To Date/).fill(displayDate(todayInIndia()));
  await page.getByRole('button', { name: 'Get Reports' }).click();
  await settled(page);
}

export interface Screen {
  /** The route of packages/web/src/router.tsx this visit covers. */
  route: string;
  url: string;
  /** What a person does before the check, so the check sees results rather than an empty form. */
  act?: (page: Page) => Promise<void>;
  /** Tabs opened one by one after the first check: a hidden panel is checked by no one. */
  tabs?: string[];
}

/** Visits each screen, does there what a person does, and checks it and then each of its tabs. */
async function screenFindings(page: Page, screens: Screen[]): Promise<Found[]> {
  const found: Found[] = [];
  const check = async (where: string) => {
    found.push(
      ...(await axeFindings(page, where)),
      ...(await displayFindings(page, where)),
      ...(await sidewaysFindings(page, where)),
    );
  };
  for (const screen of screens) {
    await test.step(screen.url, async () => {
      await page.goto(screen.url);
      await settled(page);
      await expect(page.locator('main')).not.toBeEmpty();
      if (screen.act) await screen.act(page);
      await check(screen.url);
      for (const tab of screen.tabs ?? []) {
        await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await check(`${screen.url}, ${tab} tab`);
      }
    });
  }
  return found;
}

export interface Sweep {
  screens: (r: Records) => Screen[];
  /** Dialogs and menus are portals outside <main>: this opens them after the screens and checks them open. */
  portals?: (at: { page: Page; size: Size; records: Records }) => Promise<Found[]>;
}

/**
 * Checks a group of screens at one size, signed in as the admin. The screens are filled with a real
 * member, dependent and payments, set up through the API, so the checks see tables, not empty states.
 */
export async function sweep(page: Page, size: Size, { screens, portals }: Sweep): Promise<void> {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: size.width, height: size.height });
  await signIn(page);
  const records = await recordsToShow(page);
  const found = await screenFindings(page, screens(records));
  if (portals) found.push(...(await portals({ page, size, records })));
  if (found.length > 0) console.log(`axe found ${found.length} serious or critical violations:\n${report(found)}`);
  expect(found.length, report(found)).toBe(0);
}

/** The paths router.tsx declares, read from its source so a screen added later must be visited too. */
export function declaredRoutes(): string[] {
  const source = readFileSync(new URL('../packages/web/src/router.tsx', import.meta.url), 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1] as string);
}

/** The routes the sweeps visit, read from the `route: '…'` of their screens. */
export function visitedRoutes(): string[] {
  const folder = new URL('./', import.meta.url);
  return readdirSync(folder)
    .filter((name) => /^accessibility-of-.+\.spec\.ts$/.test(name))
    .flatMap((name) => [...readFileSync(new URL(name, folder), 'utf8').matchAll(/route: '([^']+)'/g)])
    .map((m) => m[1] as string);
}
