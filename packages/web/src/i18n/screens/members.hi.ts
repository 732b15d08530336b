import type { Hindi } from '../texts';
import type { members } from './members.en';

export const membersHi: Hindi<typeof members> = {
  'members.searchTitle': 'सदस्य खोजें',
  'members.searchPlaceholder': 'आईडी नंबर / टिकट/आधार नंबर / मोबाइल नंबर लिखें',
  'members.found': 'मिले सदस्य',
  'members.name': 'नाम',
  'members.department': 'विभाग',
  'members.mobile': 'मोबाइल',
  'members.address': 'पता',
  'members.id': 'आईडी',
  'members.ticketNumber': 'टिकट नंबर',
  'members.kyc': 'केवाईसी',
  'members.email': 'ईमेल',
  'members.listTitle': 'सदस्य सूची',
  'members.list': 'सदस्य',
  'members.add': 'सदस्य जोड़ें',
  'members.listFilter': 'नाम, आईडी, टिकट या मोबाइल नंबर से फ़िल्टर करें',
};
