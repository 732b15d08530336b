/** The texts of the member screens: the search and its list of members found, the Member List. */
export const members = {
  'members.searchTitle': 'Search Member',
  'members.searchPlaceholder': 'Enter ID Number / Ticket/Aadhar Number / Mobile Number',
  'members.found': 'Members found',
  'members.name': 'NAME',
  'members.department': 'DEPARTMENT',
  'members.mobile': 'MOBILE',
  'members.address': 'ADDRESS',
  'members.id': 'ID',
  'members.ticketNumber': 'TICKET NUMBER',
  'members.kyc': 'KYC',
  'members.email': 'EMAIL',
  'members.listTitle': 'Member List',
  'members.list': 'Members',
  'members.add': 'Add Member',
  'members.listFilter': 'Filter by name, ID, ticket or mobile number',
} as const;
