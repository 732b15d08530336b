/**
 * The Hindi of the values inside an error's params (error-texts-hi.ts holds the messages' own
 * Hindi): the words a server's English message carries, which a Hindi sentence must not show in English.
 */

/** The modes of payment as the Hindi of a message names them; a mode not here is written as stored. */
export const PAYMENT_MODES_HINDI: Readonly<Record<string, string>> = {
  CASH: 'नकद',
  CHEQUE: 'चेक',
  UPI: 'यूपीआई',
  NEFT: 'एनईएफटी',
  'FUND TRANSFER': 'फ़ंड ट्रांसफ़र',
  'CREDIT CARD': 'क्रेडिट कार्ड',
  'DEBIT CARD': 'डेबिट कार्ड',
  'DEBIT/CREDIT CARD': 'डेबिट/क्रेडिट कार्ड',
};

/**
 * The Hindi of the values some codes carry in their params, by code and param: English words the
 * server wrote into its message (a payment's mode, the kind of record imported), which a Hindi
 * sentence must not show in English. A value not listed is shown as it came.
 */
export const errorValuesHindi: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  'cashbook.countedRequired': { mode: PAYMENT_MODES_HINDI },
  'import.added': {
    kind: {
      member: 'सदस्य',
      members: 'सदस्य',
      dependent: 'आश्रित',
      dependents: 'आश्रित',
      payment: 'भुगतान',
      payments: 'भुगतान',
    },
  },
};

/** The params of these codes that hold a message of their own, shown in Hindi by its own code. */
export const MESSAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'import.rowHasProblem': ['message'],
};
