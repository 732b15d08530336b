import type { Hindi } from '../texts';
import type { parts } from './parts.en';

export const partsHi: Hindi<typeof parts> = {
  'parts.status.ACTIVE': 'सक्रिय',
  'parts.status.EXPIRED': 'समाप्त',
  'parts.status.RESET': 'रीसेट',
  'parts.status.PAID': 'भुगतान हुआ',
  'parts.status.VOID': 'रद्द',
  'parts.status.BOUNCED': 'बाउंस',
  'parts.role.ADMIN': 'एडमिन',
  'parts.role.STAFF': 'स्टाफ',
  'parts.role.VIEWER': 'दर्शक',
  'parts.filter': 'फ़िल्टर',
  'parts.clear': 'साफ़ करें',
  'parts.edit': '{label} बदलें',
  'parts.clickToEdit': 'बदलने के लिए क्लिक करें',
  'parts.notFound': 'पृष्ठ नहीं मिला',
  'parts.noPageHere': 'इस पते पर कोई पृष्ठ नहीं है।',
  'parts.goToDashboard': 'डैशबोर्ड पर जाएँ',
  'parts.wentWrong': 'कुछ गलत हो गया',
  'parts.notShown': 'यह स्क्रीन नहीं दिखाई जा सकी।',
};
