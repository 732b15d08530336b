import { buildApp } from './app';
import { ConfigError, keepNewDataKey, loadConfig } from './config';
import type { AppContext } from './context';
import { moveAadhaarNumbersIntoVault } from './db/aadhaar-move';
import { openDatabase } from './db/connection';
import { DataKeyError, openVault } from './db/data-key-check';
import { migrateToLatest, pendingMigrations } from './db/migrations';
import { encryptTwoStepSecrets } from './db/two-step-secrets';
import { logDestination } from './log-file';
import { ensureFirstAdmin } from './modules/auth/auth.service';
import {
  BackupBeforeMigrationFailed,
  migrateWithBackupFirst,
  scheduleBackups,
} from './modules/backups/backups.service';
import { channelsFromConfig } from './modules/channels/channels.service';
import { scheduleReminders } from './modules/reminders/reminder-sender.service';
import { type DailySchedule, fileClock, systemClock } from './timed-work';

/**
 * Starts the server: checks the configuration, backs the database up when a migration is to run,
 * migrates, checks the data key against the database,
 * makes the first admin (one server at a time when several share the database), listens, closes cleanly.
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const handle = openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
  const clock = config.clockFile ? fileClock(config.clockFile) : systemClock;
  const ctx: AppContext = {
    db: handle.db,
    dialect: handle.dialect,
    config,
    now: () => clock.now(),
    channels: channelsFromConfig(config),
    ifAlone: handle.ifAlone,
  };
  // Servers started together on one database: the first does this, the others wait and find it done.
  try {
    await handle.oneAtATime('start', async (pgSchema) => {
      const pending = await pendingMigrations(handle.db);
      const ran = await migrateWithBackupFirst(
        ctx,
        pending,
        () => migrateToLatest(handle.db, pgSchema ?? undefined),
        (line) => console.warn(line),
      );
      // Said on every start, so the logs of servers started together show which one migrated.
      console.log(
        ran.length > 0
          ? `Migrated the database: ${ran.length} migration${ran.length === 1 ? '' : 's'} ran, the last ${ran.at(-1)}.`
          : 'The database is up to date: no migration to run.',
      );
      const vault = await openVault(handle.db, config, () => keepNewDataKey(config));
      await moveAadhaarNumbersIntoVault(handle.db, vault);
      await encryptTwoStepSecrets(handle.db, config.dataKey);
      await ensureFirstAdmin(ctx, (line) => console.log(line));
    });
  } catch (error) {
    if (error instanceof DataKeyError || error instanceof BackupBeforeMigrationFailed) {
      console.error(error.message);
      await handle.close();
      process.exit(1);
    }
    throw error;
  }
  const logFile = await logDestination(config.logFile);
  const app = await buildApp(ctx, {
    logger: {
      level: config.logLevel,
      ...(logFile ? { stream: logFile } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
    },
  });
  if (!config.webDist) app.log.warn('The web app is not built (packages/web/dist); run `npm run build`.');

  let schedule: DailySchedule | null = null;
  let reminders: ReturnType<typeof scheduleReminders> | null = null;
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await Promise.all([schedule?.stop(), reminders?.stop()]);
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  schedule = scheduleBackups(ctx, { handle, clock, log: app.log });
  reminders = scheduleReminders(ctx, { handle, clock, log: app.log });
  ctx.sendOutboxSoon = () => reminders?.sendSoon();
}

await main();
