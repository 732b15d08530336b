import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { axeFindings, report } from './accessibility';
import { apiCall } from './api';
import { signIn, signOut, uniqueDigits } from './fixtures';

/**
 * The dashboard's System panel and the admins' red banner: the server took a checked backup when it
 * started; the backup is then broken on disk, the admin's restore check finds it, and the banner
 * turns red on every screen of an admin, never of a VIEWER.
 */

const shots = '/tmp/shots-backups';

async function shoot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin sees the banner after a broken backup, and a VIEWER does not', async ({ page }) => {
  await signIn(page);
  const panel = page.getByRole('region', { name: 'System' });
  const banner = page.getByRole('alert').filter({ hasText: 'Something needs attention' });
  // The backup taken at the server's start is checked (the panel asks again on a reload).
  await expect(async () => {
    await page.reload();
    await expect(panel.getByRole('row', { name: /^Last backup/ })).toContainText('checked', { timeout: 2000 });
  }).toPass();
  await expect(panel.getByRole('row', { name: /^Node\.js/ })).toContainText('supported');
  await expect(panel.getByRole('row', { name: /^Data key/ })).toContainText('present');
  await expect(banner).toHaveCount(0);
  await shoot(page, 'system-panel');

  // The backup's file is damaged on the disk.
  const figures = await (await apiCall(page, 'GET', 'system')).json();
  const file = join(process.env.E2E_DATA_DIR as string, 'backups', figures.backups.last.file);
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(8192, 0xab), 0, 8192, 0);
  closeSync(fd);

  await panel.getByRole('button', { name: 'Check the latest backup' }).click();
  await expect(panel.getByRole('status')).toContainText('The latest backup does not restore');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('A backup, or its restore check, failed.');
  await expect(panel.getByRole('row', { name: /^Restore check/ })).toContainText('FAILED');
  await shoot(page, 'system-banner');
  // The banner and the failed check read as well as the rest of the screen, on a laptop and a phone.
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Away from the buttons, which a pointer resting on them would show in their hover colours.
    await page.mouse.move(width - 1, height - 1);
    expect(report(await axeFindings(page, `dashboard with the red banner at ${width}`))).toBe('');
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // On every screen of an admin.
  await page.goto('/master-table');
  await expect(banner).toBeVisible();

  const viewer = { email: `viewer${uniqueDigits()}@trust.test`, password: 'viewer-pass-2026' };
  const created = await apiCall(page, 'POST', 'register', {
    name: 'Banner Viewer',
    phone: '9876543210',
    email: viewer.email,
    password: viewer.password,
    role: 'VIEWER',
  });
  expect(created.status()).toBe(201);
  await signOut(page);
  await signIn(page, viewer);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'System' })).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await page.goto('/master-table');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner).toHaveCount(0);
});
