import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BILINGUAL_PORT, MAIL_PORT, E2E_PORT as port, SMTP_PORT } from './e2e/fixtures';
import { chromiumPath } from './scripts/chromium-path.mjs';

// Made once and handed to the workers through the environment, so a journey can reach the server's
// files (the backups folder) in the same folder as the server.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'trust-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export const E2E_ADMIN = { email: 'admin@trust.test', password: 'admin12345', name: 'E2E Admin' };

/** A server of the journeys on its own fresh SQLite database, with the first admin above. */
function server(at: number, folder: string, env: Record<string, string>) {
  return {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${at}/api/settings`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(at),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(folder, 'trust.db')}`,
      BACKUP_DIR: join(folder, 'backups'),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_NAME: E2E_ADMIN.name,
      TRUST_NAME: 'Railway Employees Welfare Trust',
      TRUST_ADDRESS: '12 Station Road, Pune 411001',
      MEMBERSHIP_PREFIX: 'REWT/',
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Started one after the other: the first builds what is missing, the second finds it built.
  webServer: [
    server(port, dataDir, {}),
    // The trust that prints its receipts in English and Hindi (e2e/bilingual-receipts.spec.ts).
    server(BILINGUAL_PORT, mkdtempSync(join(tmpdir(), 'trust-e2e-bilingual-')), {
      RECEIPT_LANGUAGES: 'en+hi',
      TRUST_NAME_HI: 'रेलवे कर्मचारी कल्याण ट्रस्ट',
      TRUST_ADDRESS_HI: '12 स्टेशन रोड, पुणे 411001',
    }),
    // The trust that sends e-mail, to the SMTP server e2e/mail.spec.ts starts; the others stay unconfigured.
    server(MAIL_PORT, mkdtempSync(join(tmpdir(), 'trust-e2e-mail-')), {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Railway Employees Welfare Trust <office@trust.test>',
      PUBLIC_URL: `http://127.0.0.1:${MAIL_PORT}`,
    }),
  ],
});
