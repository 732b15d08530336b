import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type ReceiptLanguages, receiptLanguages } from '@trust/contract/languages';
import { z } from 'zod';
import { type ChannelsConfig, channelsConfig, channelsEnvironment, missingChannelSettings } from './channels-config';
import { isCommonPassword } from './common-passwords';
import { isPostgresUrl, sqlitePath } from './db/connection';
import { DATA_KEY_BYTES } from './db/data-cipher';
import { parseTimeOfDay, type TimeOfDay } from './timed-work';

const port = z.coerce.number().int().min(1).max(65535);

/**
 * PostgreSQL runs a process for each connection, and at the trust the database and the server share
 * one machine: more connections than it has cores only take turns with each other and with the
 * server, so the pool is no larger than the machine's cores.
 */
const DEFAULT_POOL_SIZE = Math.max(2, availableParallelism());

const environment = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .default('file:./data/trust.db')
      .refine((v) => isPostgresUrl(v) || v.startsWith('file:') || v === ':memory:', {
        message: 'must be file:<path> for SQLite or postgres://… for PostgreSQL',
      }),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DATA_KEY: z
      .string()
      .refine((v) => dataKeyBytes(v) !== null, `must be ${DATA_KEY_BYTES} bytes in base64 or hex`)
      .optional(),
    ADMIN_EMAIL: z.email('must be an email address').optional(),
    ADMIN_PASSWORD: z
      .string()
      .refine((v) => [...v].length >= 8, 'must be at least 8 characters')
      .refine((v) => !isCommonPassword(v), 'is one of the most common passwords: choose another')
      .optional(),
    ADMIN_NAME: z.string().min(1).default('Administrator'),
    TRUST_NAME: z.string().min(1).default('Employees Welfare Trust'),
    TRUST_ADDRESS: z.string().default('Trust Office, Station Road'),
    TRUST_NAME_HI: z.string().default(''),
    TRUST_ADDRESS_HI: z.string().default(''),
    RECEIPT_LANGUAGES: receiptLanguages.default('en'),
    MEMBERSHIP_PREFIX: z.string().default('EWT/'),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    VERIFY_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    TRUST_PROXY: z
      .string()
      .default('')
      .refine((v) => proxyAddresses(v).every(isAddressOrRange), {
        message: 'must be IP addresses or ranges (10.0.0.0/8), separated by commas',
      }),
    APP_VERSION: z.string().optional(),
    WEB_DIST: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BACKUP_AT: z
      .string()
      .default('02:00')
      .refine((v) => v.trim() === 'off' || parseTimeOfDay(v) !== null, {
        message: 'must be a time of day in India as HH:MM (24 hours, e.g. 02:00), or off',
      }),
    BACKUP_KEEP: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(30),
    BACKUP_DIR: z.string().min(1).default('backups'),
    BACKUP_COPY_TO: z.string().optional(),
    LOG_FILE: z.string().optional(),
    REMINDERS_AT: z
      .string()
      .default('10:00')
      .refine((v) => v.trim() === 'off' || parseTimeOfDay(v) !== null, {
        message: 'must be a time of day in India as HH:MM (24 hours, e.g. 10:00), or off',
      }),
    PUBLIC_URL: z
      .string()
      .default('http://localhost:3000')
      .refine((v) => /^https?:\/\/[^\s/]+/.test(v.trim()), {
        message: 'must be the address members open, http(s)://host',
      }),
    CLOCK_FILE: z.string().optional(),
    RECEIPT_EMAIL_AUTO: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
    WHATSAPP_REMINDER_TEMPLATE: z.string().min(1).default('renewal_reminder'),
    WHATSAPP_VERIFY_TOKEN: z.string().optional(),
    WHATSAPP_APP_SECRET: z.string().optional(),
    ...channelsEnvironment,
  })
  .superRefine((e, check) => {
    for (const { path, message } of missingChannelSettings(e))
      check.addIssue({ code: 'custom', path: [path], message });
    if (e.RECEIPT_EMAIL_AUTO === 'on' && !e.SMTP_URL)
      check.addIssue({ code: 'custom', path: ['RECEIPT_EMAIL_AUTO'], message: 'needs SMTP_URL to e-mail receipts' });
  });

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** PostgreSQL connections the server keeps open at most. */
  databasePoolSize: number;
  dataDir: string;
  /** The key that signs and checks sign-in tokens, made once from the secret. */
  jwtSecret: KeyObject;
  /** The 32-byte key the Aadhaar vault's keys are derived from (db/aadhaar-vault.ts). */
  dataKey: Buffer;
  /** <data folder>/data-key, where the data key is kept when DATA_KEY is not set. */
  dataKeyFile: string;
  /**
   * Where the data key came from. 'new': neither gave one, so one was made for this start; it is
   * written to the key file only once the database is found to hold nothing encrypted
   * (db/data-key-check.ts), else the server refuses to start.
   */
  dataKeySource: DataKeySource;
  firstAdmin: { email: string; password: string | null; name: string };
  trustName: string;
  trustAddress: string;
  /** The trust's name and address in Hindi (TRUST_NAME_HI, TRUST_ADDRESS_HI): empty when not set. */
  trustNameHindi: string;
  trustAddressHindi: string;
  /** What receipts, letters and slips print in (RECEIPT_LANGUAGES). */
  receiptLanguages: ReceiptLanguages;
  membershipPrefix: string;
  loginRateLimit: number;
  /** Receipt checks on the public verification page one client address may make a minute. */
  verifyRateLimit: number;
  /**
   * The proxies whose X-Forwarded-For is believed, so a request's address is the client's behind
   * them (the per-address sign-in limit, the audit trail); empty: nobody's, the connection's own.
   */
  trustProxy: string[];
  version: string;
  logLevel: string;
  /** The JSON lines go to this file, rotated daily (src/log-file.ts); null: standard output. */
  logFile: string | null;
  webDist: string | null;
  /** When the daily backup runs, in India; null: BACKUP_AT=off. */
  backupAt: TimeOfDay | null;
  /** How many of the newest backups are kept (the first of each month for a year besides). */
  backupKeep: number;
  backupsDir: string;
  /** Where each checked backup is copied (a mounted disk or share); null: nowhere. */
  backupCopyTo: string | null;
  /** When the daily reminders run, in India; null: REMINDERS_AT=off. It queues only while a schedule is on. */
  remindersAt: TimeOfDay | null;
  /** Each membership or mediclaim receipt issued is e-mailed to a member with an e-mail (RECEIPT_EMAIL_AUTO=on). */
  receiptEmailAuto: boolean;
  /** The address members reach the app at (PUBLIC_URL): the opt-out link in e-mails starts with it. */
  publicUrl: string;
  /**
   * For tests of real server processes only: a file holding the time (ISO 8601) the server takes as
   * now, which the test moves; null: the system's clock.
   */
  clockFile: string | null;
  /** The approved WhatsApp template a reminder is sent with; its body takes name, kind and date. */
  whatsappReminderTemplate: string;
  /** The token WhatsApp's webhook handshake must echo; null: the handshake is refused. */
  whatsappVerifyToken: string | null;
  /** The app secret WhatsApp signs its webhook calls with; null: status calls are refused. */
  whatsappAppSecret: string | null;
  /** How e-mail, WhatsApp and SMS are sent (SMTP_URL, WHATSAPP_*, SMS_*); a channel left unset is null. */
  channels: ChannelsConfig;
}

export type DataKeySource = 'DATA_KEY' | 'file' | 'new';

export interface DataKey {
  dataKey: Buffer;
  dataKeyFile: string;
  dataKeySource: DataKeySource;
}

export class ConfigError extends Error {}

/** Reads and checks the environment once, at start; a bad value stops the server with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = dataDirOf(e.DATABASE_URL);
  const webDist = e.WEB_DIST ? resolve(e.WEB_DIST) : resolve(import.meta.dirname, '../../web/dist');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE,
    dataDir,
    jwtSecret: createSecretKey(Buffer.from(e.JWT_SECRET ?? keptSecret(dataDir))),
    ...dataKey(e.DATA_KEY, dataDir),
    firstAdmin: { email: e.ADMIN_EMAIL ?? 'admin@trust.local', password: e.ADMIN_PASSWORD ?? null, name: e.ADMIN_NAME },
    trustName: e.TRUST_NAME,
    trustAddress: e.TRUST_ADDRESS,
    trustNameHindi: e.TRUST_NAME_HI,
    trustAddressHindi: e.TRUST_ADDRESS_HI,
    receiptLanguages: e.RECEIPT_LANGUAGES,
    membershipPrefix: e.MEMBERSHIP_PREFIX,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    verifyRateLimit: e.VERIFY_RATE_LIMIT,
    trustProxy: proxyAddresses(e.TRUST_PROXY),
    version: e.APP_VERSION ?? packageVersion(),
    logLevel: e.LOG_LEVEL,
    logFile: e.LOG_FILE?.trim() ? resolve(e.LOG_FILE.trim()) : null,
    webDist: existsSync(join(webDist, 'index.html')) ? webDist : null,
    backupAt: e.BACKUP_AT.trim() === 'off' ? null : parseTimeOfDay(e.BACKUP_AT),
    backupKeep: e.BACKUP_KEEP,
    backupsDir: resolve(e.BACKUP_DIR),
    backupCopyTo: e.BACKUP_COPY_TO?.trim() ? resolve(e.BACKUP_COPY_TO.trim()) : null,
    remindersAt: e.REMINDERS_AT.trim() === 'off' ? null : parseTimeOfDay(e.REMINDERS_AT),
    receiptEmailAuto: e.RECEIPT_EMAIL_AUTO === 'on',
    publicUrl: e.PUBLIC_URL.trim().replace(/\/+$/, ''),
    clockFile: e.CLOCK_FILE?.trim() ? resolve(e.CLOCK_FILE.trim()) : null,
    whatsappReminderTemplate: e.WHATSAPP_REMINDER_TEMPLATE,
    whatsappVerifyToken: e.WHATSAPP_VERIFY_TOKEN?.trim() || null,
    whatsappAppSecret: e.WHATSAPP_APP_SECRET?.trim() || null,
    channels: channelsConfig(e),
  };
}

function proxyAddresses(text: string): string[] {
  return text
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '');
}

/** 127.0.0.1, ::1, 10.0.0.0/8, fd00::/8: the forms Fastify's trustProxy takes as addresses. */
function isAddressOrRange(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  const kind = isIP(address);
  if (kind === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (kind === 4 ? 32 : 128);
}

/** Without JWT_SECRET a random one is made once and kept beside the data, so sign-ins survive restarts. */
function keptSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** 64 hex digits or base64 of 32 bytes; null for anything else. */
function dataKeyBytes(text: string): Buffer | null {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return bytes.length === DATA_KEY_BYTES ? bytes : null;
}

/**
 * The Aadhaar vault's key: DATA_KEY, else <data folder>/data-key, else a new one (source 'new') that
 * `keepNewDataKey` writes there once the database is known to hold nothing under another key.
 * Without it the Aadhaar numbers cannot be read again: it is backed up with the database (README).
 */
export function dataKey(fromEnv: string | undefined, dataDir: string): DataKey {
  const dataKeyFile = join(dataDir, 'data-key');
  if (fromEnv !== undefined) {
    const env = dataKeyBytes(fromEnv);
    if (!env) throw new ConfigError(`DATA_KEY must be ${DATA_KEY_BYTES} bytes in base64 or hex`);
    return { dataKey: env, dataKeyFile, dataKeySource: 'DATA_KEY' };
  }
  if (existsSync(dataKeyFile)) {
    const kept = dataKeyBytes(readFileSync(dataKeyFile, 'utf8'));
    if (!kept) throw new ConfigError(`${dataKeyFile} does not hold a data key of ${DATA_KEY_BYTES} bytes in base64`);
    return { dataKey: kept, dataKeyFile, dataKeySource: 'file' };
  }
  return { dataKey: randomBytes(DATA_KEY_BYTES), dataKeyFile, dataKeySource: 'new' };
}

/** The data key's folder and file only their owner may read: 0700 and 0600. */
export function keepNewDataKey(key: DataKey): void {
  if (key.dataKeySource !== 'new') return;
  mkdirSync(dirname(key.dataKeyFile), { recursive: true, mode: 0o700 });
  writeFileSync(key.dataKeyFile, key.dataKey.toString('base64'), { mode: 0o600, flag: 'wx' });
  chmodSync(key.dataKeyFile, 0o600);
}

/** The data folder a database URL keeps its files in: the SQLite file's folder, else ./data. */
export function dataDirOf(databaseUrl: string): string {
  return isPostgresUrl(databaseUrl) || databaseUrl === ':memory:'
    ? resolve('data')
    : dirname(resolve(sqlitePath(databaseUrl)));
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
