import { type Migration, type MigrationProvider, type MigrationResult, Migrator, sql } from 'kysely';
import type { Db } from './connection';
import { migration as m001Initial } from './migrations/2026-11-21-001-initial';
import { migration as m002MemberSearchAndPaging } from './migrations/2026-11-21-002-member-search-and-paging';
import { migration as m003ReportIndexes } from './migrations/2026-11-21-003-report-indexes';
import { migration as m004RegisterVersion } from './migrations/2026-11-22-004-register-version';
import { migration as m005MemberRowJson } from './migrations/2026-11-23-005-member-row-json';
import { migration as m006PlainMemberRows } from './migrations/2026-11-23-006-plain-member-rows';
import { migration as m010ReceiptFates } from './migrations/2026-11-23-010-receipt-fates';
import { migration as m011BooksGuards } from './migrations/2026-11-23-011-books-guards';
import { migration as m015ArchivedMembers } from './migrations/2026-11-23-015-archived-members';
import { migration as m020StaffRoles } from './migrations/2026-11-23-020-staff-roles';
import { migration as m021TwoStepSignIn } from './migrations/2026-11-23-021-two-step-sign-in';
import { migration as m040AadhaarVault } from './migrations/2026-11-23-040-aadhaar-vault';
import { migration as m060CashBook } from './migrations/2026-11-25-060-cash-book';
import { migration as m070RenewalBatches } from './migrations/2026-11-25-070-renewal-batches';
import { migration as m090LiveMemberSearch } from './migrations/2026-11-25-090-live-member-search';
import { migration as m095SearchedTextIndex } from './migrations/2026-11-26-095-searched-text-index';
import { migration as m096PaidPaymentsIndexes } from './migrations/2026-11-26-096-paid-payments-indexes';
import { migration as m097SetApartIndexes } from './migrations/2026-11-26-097-set-apart-indexes';
import { migration as m098MembersSearchTable } from './migrations/2026-11-26-098-members-search-table';
import { migration as m099ContentlessMemberSearch } from './migrations/2026-11-26-099-contentless-member-search';
import { migration as m100MediclaimReportIndexes } from './migrations/2026-11-26-100-mediclaim-report-indexes';
import { migration as m110SignInAttempts } from './migrations/2026-11-27-110-sign-in-attempts';
import { migration as m130AadhaarLookupMisses } from './migrations/2026-11-27-130-aadhaar-lookup-misses';
import { migration as m140SeparatedAadhaarNumbers } from './migrations/2026-11-27-140-separated-aadhaar-numbers';
import { migration as m141DataKeyCheck } from './migrations/2026-11-27-141-data-key-check';
import { migration as m150FatesAndTrailsGuards } from './migrations/2026-11-27-150-fates-and-trails-guards';
import { migration as m160TimedWorkRuns } from './migrations/2026-11-27-160-timed-work-runs';
import { migration as m170EncryptedTwoStepSecrets } from './migrations/2026-11-27-170-encrypted-two-step-secrets';
import { migration as m180Backups } from './migrations/2026-11-27-180-backups';
import { migration as m190RedactionKeysAnyCase } from './migrations/2026-11-27-190-redaction-keys-any-case';
import { migration as m200Reminders } from './migrations/2026-11-27-200-reminders';
import { migration as m210ReceiptChecks } from './migrations/2026-11-27-210-receipt-checks';
import { migration as m220UserLanguage } from './migrations/2026-11-27-220-user-language';
import { migration as m240ReceiptEmails } from './migrations/2026-11-27-240-receipt-emails';
import { migration as m250ReceiptEmailsInOutbox } from './migrations/2026-11-28-250-receipt-emails-in-outbox';
import { migration as m260OutboxClaims } from './migrations/2026-11-28-260-outbox-claims';
import { migration as m270MemberListFilterOrder } from './migrations/2026-11-28-270-member-list-filter-order';

/**
 * Migrations live in code, one file each under migrations/, keyed by a sortable name; a new one gets
 * a later name and is never edited once released.
 */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': m001Initial,
  '2026-11-21-002-member-search-and-paging': m002MemberSearchAndPaging,
  '2026-11-21-003-report-indexes': m003ReportIndexes,
  '2026-11-22-004-register-version': m004RegisterVersion,
  '2026-11-23-005-member-row-json': m005MemberRowJson,
  '2026-11-23-006-plain-member-rows': m006PlainMemberRows,
  '2026-11-23-010-receipt-fates': m010ReceiptFates,
  '2026-11-23-011-books-guards': m011BooksGuards,
  '2026-11-23-015-archived-members': m015ArchivedMembers,
  '2026-11-23-020-staff-roles': m020StaffRoles,
  '2026-11-23-021-two-step-sign-in': m021TwoStepSignIn,
  '2026-11-23-040-aadhaar-vault': m040AadhaarVault,
  '2026-11-25-060-cash-book': m060CashBook,
  '2026-11-25-070-renewal-batches': m070RenewalBatches,
  '2026-11-25-090-live-member-search': m090LiveMemberSearch,
  '2026-11-26-095-searched-text-index': m095SearchedTextIndex,
  '2026-11-26-096-paid-payments-indexes': m096PaidPaymentsIndexes,
  '2026-11-26-097-set-apart-indexes': m097SetApartIndexes,
  '2026-11-26-098-members-search-table': m098MembersSearchTable,
  '2026-11-26-099-contentless-member-search': m099ContentlessMemberSearch,
  '2026-11-26-100-mediclaim-report-indexes': m100MediclaimReportIndexes,
  '2026-11-27-110-sign-in-attempts': m110SignInAttempts,
  '2026-11-27-130-aadhaar-lookup-misses': m130AadhaarLookupMisses,
  '2026-11-27-140-separated-aadhaar-numbers': m140SeparatedAadhaarNumbers,
  '2026-11-27-141-data-key-check': m141DataKeyCheck,
  '2026-11-27-150-fates-and-trails-guards': m150FatesAndTrailsGuards,
  '2026-11-27-160-timed-work-runs': m160TimedWorkRuns,
  '2026-11-27-170-encrypted-two-step-secrets': m170EncryptedTwoStepSecrets,
  '2026-11-27-180-backups': m180Backups,
  '2026-11-27-190-redaction-keys-any-case': m190RedactionKeysAnyCase,
  '2026-11-27-200-reminders': m200Reminders,
  '2026-11-27-210-receipt-checks': m210ReceiptChecks,
  '2026-11-27-220-user-language': m220UserLanguage,
  '2026-11-27-240-receipt-emails': m240ReceiptEmails,
  '2026-11-28-250-receipt-emails-in-outbox': m250ReceiptEmailsInOutbox,
  '2026-11-28-260-outbox-claims': m260OutboxClaims,
  '2026-11-28-270-member-list-filter-order': m270MemberListFilterOrder,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * `pgSchema` names the PostgreSQL schema the tables live in when it is not the default: Kysely looks
 * for its own bookkeeping tables across all schemas unless told which one is ours. Answers the names
 * of the migrations it ran, none when the database was up to date.
 */
export async function migrateToLatest(db: Db, pgSchema?: string): Promise<string[]> {
  const { error, results } = await migrator(db, pgSchema).migrateToLatest();
  check(error, results);
  return (results ?? []).map((r) => r.migrationName);
}

/**
 * Whether every migration of this release has run: read from Kysely's own table, found on the
 * connection's search path as the tables are. Throws when the database does not answer.
 */
export async function allMigrationsRan(db: Db): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const ran = new Set(rows.map((r) => r.name));
  return Object.keys(migrations).every((name) => ran.has(name));
}

/**
 * How many migrations of this release have not run yet; null for a new database, where none has
 * (nothing in it to back up before migrating).
 */
export async function pendingMigrations(db: Db): Promise<number | null> {
  let ran: Set<string>;
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    ran = new Set(rows.map((r) => r.name));
  } catch {
    return null;
  }
  if (ran.size === 0) return null;
  return Object.keys(migrations).filter((name) => !ran.has(name)).length;
}

/** Up to and including the migration named `last`: the latest at start, an earlier one in a test of an upgrade. */
export async function migrateTo(db: Db, last: string, pgSchema?: string): Promise<void> {
  const { error, results } = await migrator(db, pgSchema).migrateTo(last);
  check(error, results);
}

/**
 * A release may bring a migration named before one a database already ran (010 arriving after 020
 * ran): each pending one still runs once, in name order.
 */
function migrator(db: Db, pgSchema?: string): Migrator {
  return new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
}

function check(error: unknown, results: MigrationResult[] | undefined): void {
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
