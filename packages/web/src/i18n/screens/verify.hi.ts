import type { Hindi } from '../texts';
import type { verify } from './verify.en';

export const verifyHi: Hindi<typeof verify> = {
  'verify.title': 'रसीद की जाँच',
  'verify.genuine': 'असली रसीद',
  'verify.stands': 'यह रसीद ट्रस्ट द्वारा जारी की गई है और मान्य है।',
  'verify.VOID': 'यह रसीद अब मान्य नहीं है: इसे रद्द किया गया।',
  'verify.RESET': 'यह रसीद अब मान्य नहीं है: इसका भुगतान रीसेट किया गया।',
  'verify.BOUNCED': 'यह रसीद अब मान्य नहीं है: इसका चेक बाउंस हुआ।',
  'verify.checkCode': 'रसीद पर QR कोड के नीचे छपा कोड देखें और उसे फिर से लिखें।',
  'verify.receipt': 'रसीद',
  'verify.issuedBy': 'जारीकर्ता',
  'verify.receiptNo': 'रसीद संख्या',
  'verify.date': 'दिनांक',
  'verify.amount': 'राशि',
  'verify.receivedFrom': 'किससे प्राप्त',
  'verify.standing': 'स्थिति',
};
