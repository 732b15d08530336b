import { formatDisplayDate, ISO_DATE } from '@trust/contract/dates';

const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const INDIA_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  // h23, not hour12: false, which writes midnight as 24:00 in en-IN.
  hourCycle: 'h23',
});

/** 'dd/MM/yyyy HH:mm' in India, whatever the browser's time zone. */
export function atInIndia(at: string): string {
  const instant = new Date(at);
  return `${formatDisplayDate(INDIA_DAY.format(instant))} ${INDIA_TIME.format(instant)}`;
}

function readableText(text: string): string {
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return atInIndia(text);
  if (ISO_DATE.test(text)) return formatDisplayDate(text);
  return text;
}

/**
 * A value from the audit trail as staff read it: instants and dates the way every screen shows them,
 * also inside a whole record (an archived member with its dependents and receipts).
 */
export function recordedValue(value: unknown, empty = ''): string {
  if (value === undefined || value === null || value === '') return empty;
  if (typeof value === 'object') {
    return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'string' ? readableText(inner) : inner));
  }
  return readableText(String(value));
}
