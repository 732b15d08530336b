/**
 * Every word a receipt, reminder letter or deposit slip prints, or an e-mailed receipt carries, with
 * the Hindi an Indian office prints beside it (docs/glossary.md). A label that is not here cannot be
 * printed: the receipt parts and the e-mailed receipt take only these words, so a new label without
 * its Hindi fails the type check.
 */
export const PRINTED_HINDI = {
  // Titles
  'Membership Receipt': 'सदस्यता रसीद',
  'Mediclaim Subscription Receipt': 'मेडिक्लेम शुल्क रसीद',
  'Registration Receipt': 'पंजीकरण रसीद',
  'Miscellaneous Receipt': 'विविध रसीद',
  'GPAIS Receipt': 'जीपीएआईएस रसीद',
  'Dependent GPAIS Receipt': 'आश्रित जीपीएआईएस रसीद',
  'Bank Deposit Slip': 'बैंक जमा पर्ची',
  'Renewal Reminder': 'नवीनीकरण अनुस्मारक',
  // Particulars
  'Receipt No': 'रसीद संख्या',
  'Paid under Receipt No': 'भुगतान की रसीद संख्या',
  Date: 'दिनांक',
  'Membership No': 'सदस्यता संख्या',
  'Received From': 'किससे प्राप्त',
  'Member Name': 'सदस्य का नाम',
  Department: 'विभाग',
  'Ticket Number': 'टिकट संख्या',
  'Mode of Payment': 'भुगतान का माध्यम',
  'Payment Mode': 'भुगतान का माध्यम',
  'Reference No': 'संदर्भ संख्या',
  Bank: 'बैंक',
  Branch: 'शाखा',
  'Family Group': 'परिवार समूह',
  Group: 'समूह',
  Period: 'अवधि',
  'Membership Period': 'सदस्यता अवधि',
  Dependents: 'आश्रित',
  Year: 'वर्ष',
  'GMP Period': 'जीएमपी अवधि',
  'Sum Assured (SA)': 'बीमा राशि (SA)',
  Premium: 'प्रीमियम',
  Insured: 'बीमित',
  'Dependent Name': 'आश्रित का नाम',
  Relation: 'संबंध',
  'Date of Birth': 'जन्म तिथि',
  Sex: 'लिंग',
  'Job Profile': 'कार्य',
  'Annual Income': 'वार्षिक आय',
  'ICard No': 'पहचान पत्र संख्या',
  Nominee: 'नामांकित',
  'Nominee Name': 'नामांकित व्यक्ति का नाम',
  Guardian: 'अभिभावक',
  // Amounts
  Particulars: 'विवरण',
  Amount: 'राशि',
  Total: 'कुल',
  'Amount in words:': 'राशि शब्दों में:',
  'Rupees in words:': 'राशि शब्दों में:',
  'Membership Subscription': 'सदस्यता शुल्क',
  'Book Fee': 'पुस्तिका शुल्क',
  'Mediclaim Subscription': 'मेडिक्लेम शुल्क',
  Member: 'सदस्य',
  'GPAIS Premium': 'जीपीएआईएस प्रीमियम',
  'Reissue Book': 'पुस्तिका पुनः जारी',
  Subscription: 'सदस्यता शुल्क',
  'Bank Charges': 'बैंक शुल्क',
  Fine: 'जुर्माना',
  'Misc (additional GMP premium)': 'विविध (अतिरिक्त जीएमपी प्रीमियम)',
  'Authorised Signatory': 'अधिकृत हस्ताक्षरकर्ता',
  'Verify this receipt at': 'इस रसीद की जाँच यहाँ करें',
  // The reminder letter
  'To,': 'सेवा में,',
  'Yours faithfully,': 'भवदीय,',
  // The deposit slip
  'Slip Number': 'पर्ची संख्या',
  'Deposit Date': 'जमा करने की तिथि',
  'Takings Of': 'किस दिन की प्राप्ति',
  'Deposited By': 'जमाकर्ता',
  'Credited On': 'खाते में जमा',
  'CHEQUE NUMBER': 'चेक संख्या',
  BANK: 'बैंक',
  RECEIPT: 'रसीद',
  AMOUNT: 'राशि',
  Cheques: 'चेक',
  Cash: 'नकद',
  'Signature of the depositor': 'जमाकर्ता के हस्ताक्षर',
  'Not yet credited': 'अभी खाते में जमा नहीं हुआ',
  // The marks on a receipt that does not count, or is a later copy
  CANCELLED: 'रद्द',
  BOUNCED: 'बाउंस',
  RESET: 'रीसेट',
  'DUPLICATE — copy': 'प्रतिलिपि — प्रति',
  Voided: 'रद्द किया गया',
  Reset: 'रीसेट किया गया',
  'Cheque bounced': 'चेक बाउंस हुआ',
  'Reason:': 'कारण:',
} as const satisfies Record<string, string>;

export type PrintedWord = keyof typeof PRINTED_HINDI;

/**
 * The reminder letter's English lines that carry a fact, printed like the words above by the trust's
 * receipt languages and not the user's; their Hindi stands in the letter (reminder-letter.tsx, with reminder.ts's words).
 */
export const PRINTED_LETTER = {
  subject: (subject: 'Membership' | 'Mediclaim') => `Subject: Renewal of your ${subject} subscription`,
  signOff: (trustName: string) => `For ${trustName}`,
};
