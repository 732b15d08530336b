/**
 * The personal fields an erasure blanks, on the rows and in the audit trail's records (and a member's
 * or a dependent's removal in the lines about it): a member's
 * contact, address, birth dates, Aadhaar or ticket number, nominee, income, job and identity card,
 * and a dependent's birth date, age, income, job and identity card. Names, IDs and money are not
 * among them. Migrations 150 and 190 let an audit line's value become '' under exactly these keys,
 * in either case (a voided receipt's line keeps the report's row, with MOBILE or DATE_OF_BIRTH).
 */
export const MEMBER_PERSONAL_FIELDS = [
  'mobile',
  'whatsapp',
  'email',
  'address',
  'date_of_birth',
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
] as const;

export const DEPENDENT_PERSONAL_FIELDS = ['dob', 'age', 'annual_income', 'job_profile', 'icard_no'] as const;

const PERSONAL_KEYS: ReadonlySet<string> = new Set([...MEMBER_PERSONAL_FIELDS, ...DEPENDENT_PERSONAL_FIELDS]);

/** Which parts of a record a redaction blanks: all of it, or only the records it picks out (and what they hold). */
export type RedactionScope = (record: Readonly<Record<string, unknown>>) => boolean;

const everything: RedactionScope = () => true;

/**
 * A record of the audit trail with every personal field's value blanked, wherever it stands (a
 * member, a dependent, the lists of an ARCHIVE line), keeping its shape, within the records the
 * scope picks out. Answers whether anything changed.
 */
export function redactedRecord(
  value: unknown,
  scope: RedactionScope = everything,
): { record: unknown; changed: boolean } {
  let changed = false;
  const redact = (item: unknown, key: string | null, inScope: boolean): unknown => {
    if (Array.isArray(item)) return item.map((each) => redact(each, null, inScope));
    if (item !== null && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      const within = inScope || scope(record);
      return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, redact(v, k, within)]));
    }
    if (!inScope || key === null || !PERSONAL_KEYS.has(key.toLowerCase()) || item === null || item === '') return item;
    changed = true;
    return '';
  };
  const record = redact(value, null, false);
  return { record, changed };
}

/** The same for a stored record's JSON: null when nothing changes. */
export function redactedRecordJson(json: string | null, scope?: RedactionScope): string | null {
  if (json === null) return null;
  const { record, changed } = redactedRecord(JSON.parse(json), scope);
  return changed ? JSON.stringify(record) : null;
}
