import type { Hindi } from '../texts';
import type { prints } from './prints.en';

export const printsHi: Hindi<typeof prints> = {
  'prints.batchReceipt': 'बैच {id} की {count} रसीद',
  'prints.batchReceipts': 'बैच {id} की {count} रसीदें',
  'prints.batchUncounted': 'इस बैच के कुछ प्रिंट गिने नहीं जा सके: {reason}',
  'prints.receipt': 'रसीद {receiptNo}',
};
