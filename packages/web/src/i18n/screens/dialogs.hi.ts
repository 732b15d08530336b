import type { Hindi } from '../texts';
import type { dialogs } from './dialogs.en';

export const dialogsHi: Hindi<typeof dialogs> = {
  'dialogs.ok': 'ठीक है',
  'dialogs.failed': 'विफल',
  'dialogs.printReceipt': 'रसीद प्रिंट करें',
  'dialogs.goHome': 'होम पर जाएँ',
};
