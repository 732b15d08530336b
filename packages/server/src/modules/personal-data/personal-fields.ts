/**
 * The personal fields an erasure blanks, on the rows and in the audit trail's records: a member's
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

/**
 * A record of the audit trail with every personal field's value blanked, wherever it stands (a
 * member, a dependent, the lists of an ARCHIVE line), keeping its shape: null when nothing changes.
 */
export function redactedRecordJson(json: string | null): string | null {
  if (json === null) return null;
  let changed = false;
  const redact = (value: unknown, key: string | null): unknown => {
    if (Array.isArray(value)) return value.map((item) => redact(item, null));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, k)]));
    }
    if (key === null || !PERSONAL_KEYS.has(key.toLowerCase()) || value === null || value === '') return value;
    changed = true;
    return '';
  };
  const redacted = redact(JSON.parse(json), null);
  return changed ? JSON.stringify(redacted) : null;
}
