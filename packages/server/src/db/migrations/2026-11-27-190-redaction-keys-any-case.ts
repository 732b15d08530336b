import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOf } from './dialect';

/**
 * The keys an erasure blanks in the audit trail's records, as migration 150 lists them. Some lines
 * hold a member's fields under the API's upper-case keys (a voided misc receipt or GPAIS record
 * keeps the row the reports show: MOBILE, DATE_OF_BIRTH, JOB_PROFILE, ...), so the key is now
 * compared in lower case.
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

/** As migration 150: the columns of an audit line that say who did what, when, to whom. */
const AUDIT_IDENTITY = ['id', 'at', 'actor', 'action', 'entity', 'entity_id', 'member_id'];

const REDACTION_REFUSAL = 'books guard: an audit line may only have personal fields blanked or Aadhaar numbers masked';

const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Migration 150's guard of the audit trail, the same in every other way: an audit line changes only
 * by a redaction, which keeps who, what, when and the shape of its records and may only blank a
 * personal field or mask a text of 12 digits as 'XXXX XXXX 1234'.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') await postgres(db);
    else await sqlite(db);
  },
};

async function sqlite(db: Kysely<unknown>): Promise<void> {
  const digitCount = (value: string) =>
    `length(${value}) - length(${[...'0123456789'].reduce((v, d) => `replace(${v}, '${d}', '')`, value)})`;
  const allowedLeaf = `n.type = 'text' and o.type not in ('object', 'array') and (
      (n.atom = '' and lower(n.key) in (${ERASABLE_KEYS.map(lit).join(', ')}))
      or (n.atom glob 'XXXX XXXX [0-9][0-9][0-9][0-9]' and o.type = 'text' and ${digitCount('o.atom')} = 12))`;
  const redactionOnly = (column: string) => `(old.${column} is new.${column} or (
      json_valid(old.${column}) and json_valid(new.${column})
      and (select count(*) from json_tree(old.${column})) = (select count(*) from json_tree(new.${column}))
      and not exists (
        select 1 from json_tree(new.${column}) n left join json_tree(old.${column}) o on o.fullkey = n.fullkey
        where o.fullkey is null or not ((n.type = o.type and n.atom is o.atom) or (${allowedLeaf})))))`;
  const identityChanged = AUDIT_IDENTITY.map((c) => `old.${c} is not new.${c}`).join(' or ');
  await sql`drop trigger books_guard_audit_log_update`.execute(db);
  await sql`create trigger books_guard_audit_log_update before update on audit_log
    begin select raise(abort, ${sql.lit(REDACTION_REFUSAL)})
      where ${sql.raw(identityChanged)}
        or not ${sql.raw(redactionOnly('before_json'))} or not ${sql.raw(redactionOnly('after_json'))}; end`.execute(
    db,
  );
}

async function postgres(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function books_guard_redacted(o jsonb, n jsonb, k text) returns boolean
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
      if n #>> '{}' = '' and lower(k) = any (array[${sql.raw(ERASABLE_KEYS.map(lit).join(', '))}]) then return true; end if;
      return jsonb_typeof(o) = 'string' and n #>> '{}' ~ '^XXXX XXXX [0-9]{4}$'
        and regexp_replace(o #>> '{}', '[^0-9]', '', 'g') ~ '^[0-9]{12}$';
    end $$`.execute(db);
}
