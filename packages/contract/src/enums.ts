/** The fixed choices of the forms and the payment modes of the receipts (docs/product.md). */

export const SEXES = ['MALE', 'FEMALE', 'OTHER'] as const;
export const BLOOD_GROUPS = ['A+VE', 'A-VE', 'B+VE', 'B-VE', 'O+VE', 'O-VE', 'AB+VE', 'AB-VE'] as const;
export const FAMILY_GROUPS = ['1+1', '1+3', '1+4', '1+5', '1+6'] as const;
export const KYC = ['YES', 'NO'] as const;
export const RELATIONS = [
  'WIFE',
  'SON',
  'DAUGHTER',
  'FATHER',
  'MOTHER',
  'FATHER IN LAW',
  'MOTHER IN LAW',
  'SISTER',
  'HUSBAND',
  'SELF',
] as const;
export const MEDICLAIM_GROUPS = [
  'GROUP IA',
  'GROUP IB',
  'GROUP IC',
  'GROUP II',
  'GROUP IIA',
  'GROUP IIB',
  'GROUP III',
  'GROUP IIIA',
] as const;

export const MEDICLAIM_PAYMENT_MODES = ['CHEQUE', 'FUND TRANSFER', 'UPI', 'NEFT', 'CREDIT CARD', 'DEBIT CARD'] as const;
export const MEMBERSHIP_PAYMENT_MODES = ['CHEQUE', 'DEBIT/CREDIT CARD', 'UPI', 'CASH'] as const;
export const MISC_PAYMENT_MODES = ['CHEQUE', 'DEBIT CARD', 'CREDIT CARD', 'FUND TRANSFER', 'UPI', 'CASH'] as const;
export const GPA_PAYMENT_MODES = MEDICLAIM_PAYMENT_MODES;

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'EXPIRED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The department the form offers for anything not in the list; it reveals a free-text field. */
export const OTHER_DEPARTMENT = 'OTHER';

/** Every payment the cash desk takes, by kind of receipt. */
export const COLLECTION_KINDS = ['MEDICLAIM', 'MEMBERSHIP', 'MISC', 'GPAIS', 'GPAIS DEPENDENT'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];
