import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The environment of a server that keeps nothing on disk: its secrets are given. */
const given = {
  DATABASE_URL: 'postgres://trust@127.0.0.1:5432/trust',
  JWT_SECRET: randomBytes(48).toString('base64url'),
  DATA_KEY: randomBytes(32).toString('base64'),
};

describe('the PostgreSQL pool size', () => {
  it('is as many connections as the machine has cores, two at least', () => {
    expect(loadConfig(given).databasePoolSize).toBe(Math.max(2, availableParallelism()));
  });

  it('is DATABASE_POOL_SIZE when set', () => {
    expect(loadConfig({ ...given, DATABASE_POOL_SIZE: '6' }).databasePoolSize).toBe(6);
  });

  it('stops the server, naming the setting, when it is not a whole number from 1 to 100', () => {
    for (const bad of ['0', '2.5', 'many', '101']) {
      expect(() => loadConfig({ ...given, DATABASE_POOL_SIZE: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ...given, DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});

describe('the trusted proxies', () => {
  it('are nobody by default, and the addresses and ranges TRUST_PROXY names', () => {
    expect(loadConfig(given).trustProxy).toEqual([]);
    expect(loadConfig({ ...given, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it('stop the server, naming the setting, when one is not an address or a range', () => {
    for (const bad of ['proxy.local', '10.0.0.0/33', '10.0.0.1/x', '300.1.1.1']) {
      expect(() => loadConfig({ ...given, TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the scheduled backups', () => {
  it('run at 02:00 India time by default, keeping 30, copied nowhere', () => {
    const config = loadConfig(given);
    expect(config.backupAt).toEqual({ hour: 2, minute: 0 });
    expect(config.backupKeep).toBe(30);
    expect(config.backupCopyTo).toBeNull();
  });

  it('run at BACKUP_AT, not at all when it is off, and are copied to BACKUP_COPY_TO', () => {
    expect(loadConfig({ ...given, BACKUP_AT: '23:45' }).backupAt).toEqual({ hour: 23, minute: 45 });
    expect(loadConfig({ ...given, BACKUP_AT: 'off' }).backupAt).toBeNull();
    expect(loadConfig({ ...given, BACKUP_KEEP: '7' }).backupKeep).toBe(7);
    expect(loadConfig({ ...given, BACKUP_COPY_TO: '/mnt/share/trust' }).backupCopyTo).toBe('/mnt/share/trust');
  });

  it('stop the server, naming the setting and what it takes, when BACKUP_AT or BACKUP_KEEP is wrong', () => {
    for (const bad of ['2am', '24:00', '2:00', 'never', '']) {
      expect(() => loadConfig({ ...given, BACKUP_AT: bad })).toThrow(
        /BACKUP_AT: must be a time of day in India as HH:MM/,
      );
    }
    for (const bad of ['0', '1.5', 'all'])
      expect(() => loadConfig({ ...given, BACKUP_KEEP: bad })).toThrow(/BACKUP_KEEP/);
  });
});

describe('the reminders', () => {
  it('run at 10:00 India time by default, at REMINDERS_AT, or not at all when it is off', () => {
    expect(loadConfig(given).remindersAt).toEqual({ hour: 10, minute: 0 });
    expect(loadConfig({ ...given, REMINDERS_AT: '09:30' }).remindersAt).toEqual({ hour: 9, minute: 30 });
    expect(loadConfig({ ...given, REMINDERS_AT: 'off' }).remindersAt).toBeNull();
    expect(loadConfig({ ...given, PUBLIC_URL: 'https://trust.example.org/' }).publicUrl).toBe(
      'https://trust.example.org',
    );
  });

  it('stop the server, naming the setting, when REMINDERS_AT or PUBLIC_URL is wrong', () => {
    for (const bad of ['10am', '24:00', 'soon', '']) {
      expect(() => loadConfig({ ...given, REMINDERS_AT: bad })).toThrow(/REMINDERS_AT: must be a time of day in India/);
    }
    for (const bad of ['trust.example.org', 'ftp://trust', ''])
      expect(() => loadConfig({ ...given, PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
  });
});

describe('receipts e-mailed as issued', () => {
  it('are off unless RECEIPT_EMAIL_AUTO=on, which needs SMTP_URL; anything else stops the server', () => {
    expect(loadConfig(given).receiptEmailAuto).toBe(false);
    const mail = { SMTP_URL: 'smtp://mail.trust.test:587', MAIL_FROM: 'office@trust.test' };
    expect(loadConfig({ ...given, ...mail, RECEIPT_EMAIL_AUTO: 'on' }).receiptEmailAuto).toBe(true);
    expect(() => loadConfig({ ...given, RECEIPT_EMAIL_AUTO: 'on' })).toThrow(/RECEIPT_EMAIL_AUTO: needs SMTP_URL/);
    expect(() => loadConfig({ ...given, ...mail, RECEIPT_EMAIL_AUTO: 'yes' })).toThrow(/RECEIPT_EMAIL_AUTO/);
  });
});

describe('the log', () => {
  it('is standard output unless LOG_FILE names a file', () => {
    expect(loadConfig(given).logFile).toBeNull();
    expect(loadConfig({ ...given, LOG_FILE: '/var/log/trust/trust.log' }).logFile).toBe('/var/log/trust/trust.log');
  });
});
