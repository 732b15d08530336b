import type { Hindi } from '../texts';
import type { account } from './account.en';

export const accountHi: Hindi<typeof account> = {
  'account.changePassword': 'पासवर्ड बदलें',
  'account.signedInAs': '{email} के रूप में लॉगिन',
  'account.temporary':
    'आपने अस्थायी पासवर्ड से लॉगिन किया है। आगे बढ़ने के लिए अपना पासवर्ड चुनें; पुराने पासवर्ड में अस्थायी पासवर्ड लिखें।',
  'account.oldPassword': 'पुराना पासवर्ड',
  'account.newPassword': 'नया पासवर्ड',
  'account.confirmPassword': 'नए पासवर्ड की पुष्टि करें',
  'account.failed': 'विफल',
};
