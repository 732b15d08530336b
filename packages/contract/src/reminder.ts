import { formatDisplayDate } from './dates';

/**
 * Renewal reminders staff send themselves, by WhatsApp or as a printed letter: the server sends
 * nothing. The subscription a reminder is about is the membership or the mediclaim.
 */
export const SUBSCRIPTION_KINDS = ['membership', 'mediclaim'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

export function subscriptionKind(value: string | null | undefined): SubscriptionKind | null {
  return (SUBSCRIPTION_KINDS as readonly string[]).includes(value ?? '') ? (value as SubscriptionKind) : null;
}

const INDIA_CODE = '91';

/** A number as wa.me wants it, country code first, or null when it cannot be a phone number. */
function internationalDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  // Staff type Indian mobiles as 98220 01122, 098220 01122 or +91 98220 01122.
  if (digits.length === 10) return INDIA_CODE + digits;
  if (digits.length === 11 && digits.startsWith('0')) return INDIA_CODE + digits.slice(1);
  if (digits.length >= 11 && digits.length <= 15) return digits;
  return null;
}

/**
 * The number to message: the member's WhatsApp number, or else the mobile. The update form lets
 * WhatsApp hold placeholders such as 'XXXXXXXXXX', which are no number, so the mobile is used then.
 */
export function whatsappNumber(member: { WHATSAPP?: string | null; MOBILE?: string | null }): string | null {
  return internationalDigits(member.WHATSAPP) ?? internationalDigits(member.MOBILE);
}

export interface ReminderFacts {
  memberName: string;
  trustName: string;
  kind: SubscriptionKind;
  /** The last day the subscription ran or runs to; null when the member never paid. */
  expiryDate: string | null;
  /** Today in India, which decides between 'expired on' and 'is due on'. */
  today: string;
}

/** 'a gentle reminder from … Kindly renew at your earliest convenience.', the heart of every reminder. */
function reminderMessage({ trustName, kind, expiryDate, today }: ReminderFacts): string {
  const state = !expiryDate
    ? 'is not active'
    : expiryDate < today
      ? `expired on ${formatDisplayDate(expiryDate)}`
      : `is due on ${formatDisplayDate(expiryDate)}`;
  return (
    `a gentle reminder from ${trustName.trim()} that your ${kind} subscription ${state}. ` +
    'Kindly renew at your earliest convenience.'
  );
}

/** The reminder itself, polite and in the trust's name, as one message for WhatsApp. */
export function reminderText(facts: ReminderFacts): string {
  return `Dear ${facts.memberName.trim()}, this is ${reminderMessage(facts)} Thank you.`;
}

/** The same words laid out as a letter: the greeting on its own line, then the body. */
export function reminderLetter(facts: ReminderFacts): { greeting: string; body: string } {
  return {
    greeting: `Dear ${facts.memberName.trim()},`,
    body: `This is ${reminderMessage(facts)} Thank you.`,
  };
}

const KIND_IN_HINDI: Record<SubscriptionKind, string> = { membership: 'सदस्यता', mediclaim: 'मेडिक्लेम सदस्यता' };

/** 'आपकी सदस्यता' or 'आपकी मेडिक्लेम सदस्यता': what a Hindi reminder is about. */
export function subscriptionInHindi(kind: SubscriptionKind): string {
  return `आपकी ${KIND_IN_HINDI[kind]}`;
}

/** The letter's words in Hindi, for a trust that prints in Hindi (RECEIPT_LANGUAGES): the same facts, as an Indian office writes them. */
export function reminderLetterInHindi(facts: ReminderFacts): { greeting: string; body: string } {
  const { expiryDate, today } = facts;
  const state = !expiryDate
    ? 'सक्रिय नहीं है'
    : expiryDate < today
      ? `${formatDisplayDate(expiryDate)} को समाप्त हो गई है`
      : `${formatDisplayDate(expiryDate)} को देय है`;
  return {
    greeting: `प्रिय ${facts.memberName.trim()},`,
    body:
      `${facts.trustName.trim()} की ओर से यह विनम्र अनुस्मारक है कि ${subscriptionInHindi(facts.kind)} ${state}। ` +
      'कृपया शीघ्र नवीनीकरण कराएँ। धन्यवाद।',
  };
}

/** The Hindi reminder as one message, as `reminderText` is the English: the letter's greeting and body on one line. */
export function reminderTextInHindi(facts: ReminderFacts): string {
  const { greeting, body } = reminderLetterInHindi(facts);
  return `${greeting} ${body}`;
}

/** A link that opens WhatsApp on the member's chat with the reminder typed in, ready to send; null without a number. */
export function whatsappReminderLink(
  member: { WHATSAPP?: string | null; MOBILE?: string | null },
  text: string,
): string | null {
  const number = whatsappNumber(member);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
