import { expect, type Page, test } from '@playwright/test';
import { axeFindings, report, SIZES, settled } from './accessibility';
import { memberDueInAWeek } from './api';
import { signIn } from './fixtures';

/**
 * The reminders the trust sends by itself, as an admin meets them: the channels (none configured on
 * the journeys' server), switching membership reminders on by e-mail, the preview of the next run, a
 * member opted out on their form and the preview following, Run now, and the log with each reason.
 */

const dueRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Reminders due today' }).getByRole('row').filter({ hasText: name });

test('an admin switches reminders on, reads the preview, opts a member out, runs now and reads the log', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const asha = await memberDueInAWeek(page, 'Asha');
  const ravi = await memberDueInAWeek(page, 'Ravi');

  await page.goto('/reminders');
  const channels = page.getByRole('table', { name: 'Channels' });
  await expect(channels.getByRole('row').filter({ hasText: 'E-mail' })).toContainText('Not configured');

  const membership = page.getByRole('region', { name: 'Membership schedule' });
  await membership.getByRole('switch', { name: 'Membership reminders on' }).check();
  await membership.getByLabel('Days around expiry').fill('-30, -7, 0, 15');
  for (const channel of ['WhatsApp', 'SMS']) {
    await membership.getByRole('checkbox', { name: `Membership by ${channel}` }).uncheck();
  }
  await membership.getByRole('checkbox', { name: 'Membership by E-mail' }).check();
  await membership.getByRole('button', { name: 'Save membership schedule' }).click();
  await expect(membership.getByRole('status')).toHaveText('Saved: membership reminders on');
  await expect(membership.getByText(/Last changed by E2E Admin/)).toBeVisible();
  await expect(page.getByText(/Reminders go every day at \d\d:\d\d India time/)).toBeVisible();

  // Nothing is configured here, so each reminder the run would make is one skipped with why.
  await expect(dueRow(page, asha.name)).toContainText('7 days before');
  await expect(dueRow(page, asha.name)).toContainText('Skipped: channel not configured');
  await expect(dueRow(page, ravi.name)).toContainText('Skipped: channel not configured');
  await settled(page);
  await page.screenshot({ path: test.info().outputPath('reminders-1280.png'), fullPage: true });
  const found = await axeFindings(page, '/reminders');

  await page.goto(`/update-member/${ravi.id}`);
  await page.getByRole('checkbox', { name: 'No e-mail reminders' }).check();
  await page.getByRole('button', { name: 'Save reminder choices' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('checkbox', { name: 'No e-mail reminders' })).toHaveAccessibleDescription(
    /^Set by E2E Admin on /,
  );
  found.push(...(await axeFindings(page, '/update-member, reminder choices')));

  await page.goto('/reminders');
  await expect(dueRow(page, ravi.name)).toContainText('Skipped: opted out of every channel');
  await expect(dueRow(page, asha.name)).toContainText('Skipped: channel not configured');

  await page.getByRole('button', { name: 'Run now' }).click();
  const confirmation = page.getByRole('dialog');
  await expect(confirmation).toContainText('Send the reminders due today?');
  await confirmation.getByRole('button', { name: 'Run now' }).click();
  // Other journeys' members may be due today on this server too: the log below names this journey's two.
  await expect(
    page.getByRole('status').filter({ hasText: /^Run \d+ done: 0 queued, \d+ skipped; 0 sent now, 0 failed$/ }),
  ).toBeVisible();

  const log = page.getByRole('table', { name: 'Reminders sent and due' });
  await expect(log.getByRole('row').filter({ hasText: asha.name })).toContainText('channel not configured');
  await expect(log.getByRole('row').filter({ hasText: ravi.name })).toContainText('opted out of every channel');
  // What the run queued is no longer due: the next preview leaves both out.
  await expect(dueRow(page, asha.name)).toHaveCount(0);
  await expect(dueRow(page, ravi.name)).toHaveCount(0);

  await page.getByLabel('Member ID').fill(ravi.id);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(log.getByRole('row')).toHaveCount(2);
  // The days the rows were made: none from a day to come, the member's again without the date.
  const madeFrom = page.getByRole('textbox', { name: 'Made from' });
  await madeFrom.fill('01/01/2099');
  await madeFrom.press('Escape');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No reminder matches these filters')).toBeVisible();
  await madeFrom.fill('');
  await madeFrom.press('Escape');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Runs' }).getByRole('row')).not.toHaveCount(1);
  await settled(page);
  found.push(...(await axeFindings(page, '/reminders, after a run')));

  await page.setViewportSize({ width: SIZES[1].width, height: SIZES[1].height });
  await settled(page);
  await page.screenshot({ path: test.info().outputPath('reminders-390.png'), fullPage: true });
  found.push(...(await axeFindings(page, '/reminders, phone')));

  await page.goto(`/member/${asha.id}`);
  await page.getByRole('tab', { name: /Reminders/ }).click();
  const reminders = page.getByRole('table', { name: 'Reminders' });
  await expect(reminders.getByRole('row').filter({ hasText: 'Skipped' })).toContainText('channel not configured');
  found.push(...(await axeFindings(page, '/member, reminders')));
  expect(found.length, report(found)).toBe(0);
});

test('the opt-out page of a reminder e-mail refuses a link the trust did not sign, without a sign-in', async ({
  page,
}) => {
  await page.goto('/opt-out/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'E-mail reminders' })).toBeVisible();
  await expect(page.getByText(/This link is not valid/)).toBeVisible();
  const found = await axeFindings(page, '/opt-out');
  expect(found.length, report(found)).toBe(0);
});
