import { describe, expect, it } from 'vitest';
import { type BackupRecord, isSupportedNode, type SystemAnswer, systemWarnings } from './system';

const good: BackupRecord = {
  takenAt: '2026-11-27T20:30:00.000Z',
  reason: 'scheduled',
  file: 'trust-2026-11-27-203000.db',
  sizeBytes: 4096,
  state: 'checked',
  failure: null,
  copy: null,
  copyFailure: null,
  restoreCheckedAt: null,
  restoreCheckFailure: null,
};

function figures(last: BackupRecord | null, overrides: Partial<SystemAnswer['backups']> = {}, free = 50) {
  return {
    backups: {
      at: '02:00',
      keep: 30,
      last,
      lastGoodAt: last?.state === 'checked' ? last.takenAt : null,
      nextAt: null,
      copying: false,
      pgDump: null,
      ...overrides,
    },
    disk: { freeBytes: free, totalBytes: 100 },
  };
}

const now = new Date('2026-11-28T06:00:00Z');

describe('what turns the banner red', () => {
  it('is nothing when the last backup is checked, recent and the disk has room', () => {
    expect(systemWarnings(figures(good), now)).toEqual([]);
  });

  it('is a backup older than 26 hours, or none while backups are on', () => {
    expect(systemWarnings(figures(good), new Date('2026-11-28T22:29:00Z'))).toEqual([]);
    expect(systemWarnings(figures(good), new Date('2026-11-28T22:31:00Z'))).toEqual(['backupStale']);
    expect(systemWarnings(figures(null), now)).toEqual(['backupStale']);
    expect(systemWarnings(figures(null, { at: null }), now)).toEqual([]);
  });

  it('is a failed backup, restore check or copy, or PostgreSQL without pg_dump', () => {
    const failed = { ...good, state: 'failed' as const, failure: 'integrity_check: …' };
    expect(systemWarnings(figures(failed, { lastGoodAt: good.takenAt }), now)).toEqual(['backupFailed']);
    expect(systemWarnings(figures({ ...good, restoreCheckFailure: 'damaged' }), now)).toEqual(['backupFailed']);
    expect(systemWarnings(figures({ ...good, copy: 'failed', copyFailure: 'ENOTDIR' }), now)).toEqual(['copyFailed']);
    expect(systemWarnings(figures(good, { pgDump: false }), now)).toEqual(['backupFailed']);
  });

  it('is free disk under a tenth', () => {
    expect(systemWarnings(figures(good, {}, 10), now)).toEqual([]);
    expect(systemWarnings(figures(good, {}, 9), now)).toEqual(['diskLow']);
  });
});

describe('supported Node.js', () => {
  it('is 24 and 26', () => {
    expect(isSupportedNode('v24.15.0')).toBe(true);
    expect(isSupportedNode('v26.1.0')).toBe(true);
    expect(isSupportedNode('v20.19.0')).toBe(false);
    expect(isSupportedNode('v25.0.0')).toBe(false);
  });
});
