import type { Hindi } from '../texts';
import type { common } from './common.en';

export const commonHi: Hindi<typeof common> = {
  'common.back': 'वापस',
  'common.edit': 'संपादित करें',
  'common.delete': 'हटाएँ',
  'common.save': 'सहेजें',
  'common.cancel': 'रद्द करें',
  'common.submit': 'जमा करें',
  'common.search': 'खोजें',
  'common.print': 'प्रिंट करें',
  'common.loading': 'लोड हो रहा है',
  'common.action': 'कार्रवाई',
};
