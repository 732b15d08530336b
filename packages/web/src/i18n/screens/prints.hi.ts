import type { Hindi } from '../texts';
import type { prints } from './prints.en';

export const printsHi: Hindi<typeof prints> = {
  'prints.batchReceipt': 'बैच {id} की {count} रसीद',
  'prints.batchReceipts': 'बैच {id} की {count} रसीदें',
  'prints.batchUncounted': 'इस बैच के कुछ प्रिंट गिने नहीं जा सके: {reason}',
  'prints.receipt': 'रसीद {receiptNo}',
  'prints.uncounted': 'इस रसीद के प्रिंट गिने नहीं जा सके: {reason}',
  'prints.receiptDetails': 'रसीद का विवरण',
  'prints.insured': 'बीमित',
  'prints.nominee': 'नामांकित',
  'prints.amounts': 'राशियाँ',
  'prints.verificationQr': 'जाँच का QR कोड',
  'prints.qrOf': '{url} का QR कोड',
  'prints.unknownReceiptType': 'अज्ञात रसीद प्रकार। इनमें से एक चुनें: {kinds}।',
  'prints.noMembershipPayment': 'इस सदस्य का प्रिंट करने के लिए कोई सदस्यता भुगतान नहीं है।',
  'prints.noMediclaimPayment': 'इस सदस्य का प्रिंट करने के लिए कोई मेडिक्लेम भुगतान नहीं है।',
  'prints.unknownReminder': 'अज्ञात अनुस्मारक। kind=membership या kind=mediclaim चुनें।',
};
