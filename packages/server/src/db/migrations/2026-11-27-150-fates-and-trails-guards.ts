import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOf } from './dialect';

/** Every table that holds a receipt, with the columns of its fate (migrations 010 and 060). */
const BOUNCE = ['bounce_date', 'bounce_reason', 'bounced_by', 'bounced_at', 'bounce_charge_receipt_no'];
const VOID = ['void_reason', 'voided_by', 'voided_at'];
const RESET = ['reset_at', 'reset_by', 'reset_reason'];
const FATES: Record<string, { voidable: boolean; columns: string[] }> = {
  mediclaim_payments: { voidable: false, columns: [...RESET, ...BOUNCE] },
  membership_payments: { voidable: false, columns: [...RESET, ...BOUNCE] },
  misc_receipts: { voidable: true, columns: [...VOID, ...BOUNCE] },
  gpa_records: { voidable: true, columns: [...VOID, ...BOUNCE] },
  gpa_dependent_records: { voidable: true, columns: [...VOID, ...BOUNCE] },
};

/**
 * The keys an erasure blanks in the audit trail's records (a member's and its dependents' personal
 * fields, as modules/personal-data blanks them on the rows): the only keys whose value an update of
 * an audit line may turn into ''. Names, IDs and money are not among them.
 */
const ERASABLE_KEYS = [
  'mobile',
  'whatsapp',
  'email',
  'address',
  'date_of_birth',
  'dob',
  'age',
  'date_of_retirement',
  'ticket_number',
  'nominee_name',
  'nominee_relation',
  'nominee_dob',
  'nominee_guardian',
  'annual_income',
  'job_profile',
  'icard_no',
];

/** The columns of an audit line that say who did what, when, to whom: no update changes them. */
const AUDIT_IDENTITY = ['id', 'at', 'actor', 'action', 'entity', 'entity_id', 'member_id'];

/** The texts both databases refuse with; each holds 'books guard:', which the server answers with 409. */
const FATE_REFUSAL = 'books guard: a fate only moves forward (PAID to VOID, unset to reset or bounced)';
const APPEND_ONLY_REFUSAL = 'books guard: the audit trail and the cash days events are append-only';
const REDACTION_REFUSAL = 'books guard: an audit line may only have personal fields blanked or Aadhaar numbers masked';
const CASH_DAY_REFUSAL = 'books guard: a cash day status changes only with its CLOSE or REOPEN event';

/**
 * The database itself keeps what happened, whatever code or script asks, as migration 011 keeps
 * what a receipt was recorded with:
 * - a receipt's fate only moves forward: PAID becomes VOID, never back; a reset, a void or a bounce,
 *   once written, is never cleared or rewritten;
 * - the audit trail and the cash days' CLOSE and REOPEN events are never deleted, and the events
 *   never changed. An audit line changes only by a redaction, which keeps who, what, when and the
 *   shape of its records and may only blank a personal field (ERASABLE_KEYS) or mask a text of 12
 *   digits as 'XXXX XXXX 1234' (the erasure, and the start-up move of Aadhaar numbers into the vault);
 * - a cash day is never deleted, and its status is always that of its latest event (no event:
 *   OPEN): closing or reopening it needs its CLOSE or REOPEN event written first.
 * The triggers are named books_guard_* so the demo loader lifts them with migration 011's.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') await postgres(db);
    else await sqlite(db);
  },
};

function backwards(voidable: boolean, columns: string[], isNot: string): string {
  const moved = columns.map((c) => `(old.${c} is not null and old.${c} ${isNot} new.${c})`);
  if (voidable) moved.unshift(`(old.status = 'VOID' and new.status ${isNot} 'VOID')`);
  return moved.join(' or ');
}

const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function sqlite(db: Kysely<unknown>): Promise<void> {
  for (const [table, fate] of Object.entries(FATES)) {
    await sql`create trigger ${sql.raw(`books_guard_${table}_fate`)} before update on ${sql.table(table)}
      when ${sql.raw(backwards(fate.voidable, fate.columns, 'is not'))}
      begin select raise(abort, ${sql.lit(FATE_REFUSAL)}); end`.execute(db);
  }
  for (const [table, refusal] of [
    ['audit_log', APPEND_ONLY_REFUSAL],
    ['cash_day_events', APPEND_ONLY_REFUSAL],
    ['cash_days', CASH_DAY_REFUSAL],
  ] as const) {
    await sql`create trigger ${sql.raw(`books_guard_${table}_delete`)} before delete on ${sql.table(table)}
      begin select raise(abort, ${sql.lit(refusal)}); end`.execute(db);
  }
  await sql`create trigger books_guard_cash_day_events_update before update on cash_day_events
    begin select raise(abort, ${sql.lit(APPEND_ONLY_REFUSAL)}); end`.execute(db);

  // Twelve digits in a text: its length less its length without any digit.
  const digitCount = (value: string) =>
    `length(${value}) - length(${[...'0123456789'].reduce((v, d) => `replace(${v}, '${d}', '')`, value)})`;
  const allowedLeaf = `n.type = 'text' and o.type not in ('object', 'array') and (
      (n.atom = '' and n.key in (${ERASABLE_KEYS.map(lit).join(', ')}))
      or (n.atom glob 'XXXX XXXX [0-9][0-9][0-9][0-9]' and o.type = 'text' and ${digitCount('o.atom')} = 12))`;
  const redactionOnly = (column: string) => `(old.${column} is new.${column} or (
      json_valid(old.${column}) and json_valid(new.${column})
      and (select count(*) from json_tree(old.${column})) = (select count(*) from json_tree(new.${column}))
      and not exists (
        select 1 from json_tree(new.${column}) n left join json_tree(old.${column}) o on o.fullkey = n.fullkey
        where o.fullkey is null or not ((n.type = o.type and n.atom is o.atom) or (${allowedLeaf})))))`;
  const identityChanged = AUDIT_IDENTITY.map((c) => `old.${c} is not new.${c}`).join(' or ');
  await sql`create trigger books_guard_audit_log_update before update on audit_log
    begin select raise(abort, ${sql.lit(REDACTION_REFUSAL)})
      where ${sql.raw(identityChanged)}
        or not ${sql.raw(redactionOnly('before_json'))} or not ${sql.raw(redactionOnly('after_json'))}; end`.execute(
    db,
  );

  const latestEvent = `coalesce((select e.action from cash_day_events e where e.day = new.day
      order by e.id desc limit 1), 'REOPEN')`;
  const matching = `case new.status when 'CLOSED' then 'CLOSE' else 'REOPEN' end`;
  await sql`create trigger books_guard_cash_days_insert before insert on cash_days
    when ${sql.raw(latestEvent)} is not ${sql.raw(matching)}
    begin select raise(abort, ${sql.lit(CASH_DAY_REFUSAL)}); end`.execute(db);
  await sql`create trigger books_guard_cash_days_update before update on cash_days
    when old.day is not new.day
      or (old.status is not new.status and ${sql.raw(latestEvent)} is not ${sql.raw(matching)})
    begin select raise(abort, ${sql.lit(CASH_DAY_REFUSAL)}); end`.execute(db);
}

async function postgres(db: Kysely<unknown>): Promise<void> {
  await sql`create function books_guard_refuse_fate() returns trigger language plpgsql as $$
    begin raise exception '${sql.raw(FATE_REFUSAL)} (% on %)', tg_op, tg_table_name; end $$`.execute(db);
  for (const [table, fate] of Object.entries(FATES)) {
    await sql`create trigger books_guard_fate before update on ${sql.table(table)}
      for each row when (${sql.raw(backwards(fate.voidable, fate.columns, 'is distinct from'))})
      execute function books_guard_refuse_fate()`.execute(db);
  }

  await sql`create function books_guard_refuse_append_only() returns trigger language plpgsql as $$
    begin raise exception '${sql.raw(APPEND_ONLY_REFUSAL)} (% on %)', tg_op, tg_table_name; end $$`.execute(db);
  await sql`create trigger books_guard_delete before delete on audit_log
    for each row execute function books_guard_refuse_append_only()`.execute(db);
  await sql`create trigger books_guard_change before update or delete on cash_day_events
    for each row execute function books_guard_refuse_append_only()`.execute(db);

  // Whether `n` is `o` with only personal fields blanked and 12-digit texts masked, key by key.
  await sql`create function books_guard_redacted(o jsonb, n jsonb, k text) returns boolean
    language plpgsql immutable as $$
    declare
      field text;
      i integer;
    begin
      if jsonb_typeof(o) = 'object' and jsonb_typeof(n) = 'object' then
        if (select array_agg(x order by x) from jsonb_object_keys(o) x)
          is distinct from (select array_agg(x order by x) from jsonb_object_keys(n) x) then
          return false;
        end if;
        for field in select jsonb_object_keys(o) loop
          if not books_guard_redacted(o -> field, n -> field, field) then return false; end if;
        end loop;
        return true;
      end if;
      if jsonb_typeof(o) = 'array' and jsonb_typeof(n) = 'array' then
        if jsonb_array_length(o) <> jsonb_array_length(n) then return false; end if;
        for i in 0 .. jsonb_array_length(o) - 1 loop
          if not books_guard_redacted(o -> i, n -> i, null) then return false; end if;
        end loop;
        return true;
      end if;
      if o = n then return true; end if;
      if jsonb_typeof(n) <> 'string' or jsonb_typeof(o) in ('object', 'array') then return false; end if;
      if n #>> '{}' = '' and k = any (array[${sql.raw(ERASABLE_KEYS.map(lit).join(', '))}]) then return true; end if;
      return jsonb_typeof(o) = 'string' and n #>> '{}' ~ '^XXXX XXXX [0-9]{4}$'
        and regexp_replace(o #>> '{}', '[^0-9]', '', 'g') ~ '^[0-9]{12}$';
    end $$`.execute(db);
  await sql`create function books_guard_redacted_text(o text, n text) returns boolean
    language plpgsql immutable as $$
    begin
      if o is not distinct from n then return true; end if;
      if o is null or n is null then return false; end if;
      return books_guard_redacted(o::jsonb, n::jsonb, null);
    exception when invalid_text_representation then
      return false;
    end $$`.execute(db);
  const identity = (row: string) => `(${AUDIT_IDENTITY.map((c) => `${row}.${c}`).join(', ')})`;
  await sql`create function books_guard_audit_redaction() returns trigger language plpgsql as $$
    begin
      if ${sql.raw(identity('old'))} is distinct from ${sql.raw(identity('new'))}
        or not books_guard_redacted_text(old.before_json, new.before_json)
        or not books_guard_redacted_text(old.after_json, new.after_json) then
        raise exception '${sql.raw(REDACTION_REFUSAL)}';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger books_guard_redaction before update on audit_log
    for each row execute function books_guard_audit_redaction()`.execute(db);

  await sql`create function books_guard_cash_day() returns trigger language plpgsql as $$
    declare
      latest text;
    begin
      if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.day is distinct from new.day) then
        raise exception '${sql.raw(CASH_DAY_REFUSAL)}';
      end if;
      if tg_op = 'UPDATE' and old.status is not distinct from new.status then return new; end if;
      select e.action into latest from cash_day_events e where e.day = new.day order by e.id desc limit 1;
      if coalesce(latest, 'REOPEN') is distinct from (case new.status when 'CLOSED' then 'CLOSE' else 'REOPEN' end) then
        raise exception '${sql.raw(CASH_DAY_REFUSAL)}';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger books_guard_status before insert or update or delete on cash_days
    for each row execute function books_guard_cash_day()`.execute(db);
}
