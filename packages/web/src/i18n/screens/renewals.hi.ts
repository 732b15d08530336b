import type { Hindi } from '../texts';
import type { renewals } from './renewals.en';

export const renewalsHi: Hindi<typeof renewals> = {
  'renewals.mediclaimTitle': 'मेडिक्लेम सदस्यता का नवीनीकरण',
  'renewals.subscriptionTitle': 'सदस्यता शुल्क का नवीनीकरण',
  'renewals.renewMediclaim': 'मेडिक्लेम का नवीनीकरण करें',
  'renewals.renewMembership': 'सदस्यता का नवीनीकरण करें',
  'renewals.memberId': 'सदस्य आईडी',
  'renewals.familyGroup': 'परिवार समूह',
  'renewals.membershipStatus': 'सदस्यता की स्थिति',
  'renewals.remarks': 'टिप्पणी',
  'renewals.issueDate': 'जारी करने की तिथि',
  'renewals.expiryDate': 'समाप्ति तिथि',
  'renewals.modeOfPayment': 'भुगतान का तरीका',
  'renewals.selectModeOfPayment': 'भुगतान का तरीका चुनें',
  'renewals.referenceNumber': 'संदर्भ संख्या',
  'renewals.bank': 'बैंक',
  'renewals.branch': 'शाखा',
  'renewals.amount': 'राशि',
  'renewals.group': 'समूह',
  'renewals.selectGroup': 'समूह चुनें',
  'renewals.bookFee': 'पुस्तिका शुल्क',
};
