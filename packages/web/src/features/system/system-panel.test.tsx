import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupRecord, SystemAnswer } from '@trust/contract/system';
import { describe, expect, it } from 'vitest';
import { showIn } from '../../i18n/catalogue';
import { mockApi, renderWithProviders } from '../../test/render';
import { SystemBanner } from './system-banner';
import { formatBytes, SystemPanel } from './system-panel';

const checked: BackupRecord = {
  takenAt: '2026-11-27T20:30:00.000Z',
  reason: 'scheduled',
  file: 'trust-2026-11-27-203000.db',
  sizeBytes: 5_452_595,
  state: 'checked',
  failure: null,
  copy: 'copied',
  copyFailure: null,
  restoreCheckedAt: null,
  restoreCheckFailure: null,
};

function figures(last: BackupRecord | null, warnings: SystemAnswer['warnings'] = []): SystemAnswer {
  return {
    backups: {
      at: '02:00',
      keep: 30,
      last,
      lastGoodAt: last?.state === 'checked' ? last.takenAt : null,
      nextAt: '2026-11-28T20:30:00.000Z',
      copying: true,
      pgDump: null,
    },
    node: { version: 'v24.21.0', supported: true },
    database: { kind: 'sqlite', sizeBytes: 5_452_595 },
    disk: { freeBytes: 40 * 1024 ** 3, totalBytes: 100 * 1024 ** 3 },
    dataKeyPresent: true,
    warnings,
  };
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('the System panel', () => {
  it('shows the last backup, the next, the copy, Node.js, the database, the disk and the key', async () => {
    mockApi({ 'GET system': figures(checked) });
    renderWithProviders(<SystemPanel />);
    expect(await screen.findByRole('heading', { name: 'System' })).toBeInTheDocument();
    await waitFor(() => expect(row('Last backup')).toHaveTextContent('28/11/2026 02:00, 5.2 MB checked'));
    expect(row('Next backup')).toHaveTextContent('29/11/2026 02:00 (keeps the newest 30 and the first of each month');
    expect(row('Copy off the machine')).toHaveTextContent('copied');
    expect(row('Restore check')).toHaveTextContent('not run yet');
    expect(row('Node.js')).toHaveTextContent('v24.21.0 supported');
    expect(row('Database size')).toHaveTextContent('5.2 MB (SQLite)');
    expect(row('Free disk')).toHaveTextContent('40.0 GB of 100.0 GB (40%)');
    expect(row('Data key')).toHaveTextContent('present');
  });

  it('says why a backup and its copy failed', async () => {
    mockApi({
      'GET system': figures(
        {
          ...checked,
          state: 'failed',
          file: null,
          sizeBytes: null,
          failure: 'integrity_check: database disk image is malformed',
          copy: null,
        },
        ['backupFailed'],
      ),
    });
    renderWithProviders(<SystemPanel />);
    await waitFor(() => expect(row('Last backup')).toHaveTextContent('FAILED'));
    expect(row('Last backup')).toHaveTextContent('integrity_check: database disk image is malformed');

    mockApi({ 'GET system': figures({ ...checked, copy: 'failed', copyFailure: 'ENOTDIR: not a directory' }) });
    renderWithProviders(<SystemPanel />);
    await waitFor(() =>
      expect(screen.getAllByRole('row', { name: /^Copy off the machine/ }).at(-1)).toHaveTextContent(
        'copy FAILEDENOTDIR: not a directory',
      ),
    );
  });

  it('runs the restore check of the latest backup and says what it found', async () => {
    const fetchMock = mockApi({
      'GET system': figures(checked),
      'POST system/restore-check': {
        passed: true,
        file: checked.file,
        failure: null,
        tables: 31,
        rows: 12_345,
        aadhaarOpened: 7,
      },
    });
    renderWithProviders(<SystemPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Check the latest backup' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The latest backup restores whole: 31 tables, 12,345 rows read back, 7 Aadhaar numbers opened. Nothing was changed.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('says so when the restore check finds the backup broken', async () => {
    mockApi({
      'GET system': figures(checked),
      'POST system/restore-check': {
        passed: false,
        file: checked.file,
        failure: 'file is not a database',
        tables: 0,
        rows: 0,
        aadhaarOpened: 0,
      },
    });
    renderWithProviders(<SystemPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Check the latest backup' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The latest backup does not restore: file is not a database',
    );
  });

  it('writes sizes people read', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
  });
});

describe('the admins’ banner', () => {
  it('is red with every reason while something needs attention', async () => {
    mockApi({ 'GET system': figures(checked, ['backupFailed', 'diskLow']) });
    renderWithProviders(<SystemBanner />);
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Something needs attention')).toBeInTheDocument();
    expect(banner).toHaveTextContent('A backup, or its restore check, failed.');
    expect(banner).toHaveTextContent('Less than 10% of the disk is free.');
    expect(within(banner).getByRole('link', { name: 'See the System panel on the dashboard' })).toBeInTheDocument();
  });

  it('is not there when all is well', async () => {
    const fetchMock = mockApi({ 'GET system': figures(checked) });
    renderWithProviders(<SystemBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is never asked for by a role that is not ADMIN', () => {
    const viewerFetch = mockApi({ 'GET system': figures(checked, ['backupFailed']) });
    renderWithProviders(<SystemBanner />, { role: 'VIEWER' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(viewerFetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/system');
  });

  it('is in हिन्दी for a user who chose it: the panel\u2019s rows and the banner\u2019s warnings', async () => {
    await showIn('hi');
    mockApi({ 'GET system': figures(checked, ['diskLow']) });
    renderWithProviders(
      <>
        <SystemBanner />
        <SystemPanel />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'सिस्टम' })).toBeInTheDocument();
    expect(await screen.findByText('पिछला बैकअप')).toBeInTheDocument();
    expect(screen.getByText('जाँचा गया')).toBeInTheDocument();
    expect(screen.getByText('100.0 GB में से 40.0 GB (40%)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नवीनतम बैकअप जाँचें' })).toBeInTheDocument();
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText('किसी चीज़ पर ध्यान देना आवश्यक है')).toBeInTheDocument();
    expect(within(banner).getByText('डिस्क का 10% से भी कम हिस्सा खाली है।')).toBeInTheDocument();
  });
});
