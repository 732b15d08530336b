import type { Hindi } from '../texts';
import type { lists } from './lists.en';

export const listsHi: Hindi<typeof lists> = {
  'lists.filter': 'फ़िल्टर',
  'lists.rowsPerPage': 'प्रति पृष्ठ पंक्तियाँ',
  'lists.rangeOf': '{total} में से {from}–{to}',
  'lists.firstPage': 'पहला पृष्ठ',
  'lists.previousPage': 'पिछला पृष्ठ',
  'lists.nextPage': 'अगला पृष्ठ',
  'lists.page': 'पृष्ठ {page}',
  'lists.control.first': 'पहला पृष्ठ',
  'lists.control.previous': 'पिछला पृष्ठ',
  'lists.control.next': 'अगला पृष्ठ',
  'lists.control.last': 'अंतिम पृष्ठ',
};
