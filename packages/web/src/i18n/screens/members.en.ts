/** The texts of the member screens: the search and its list of members found. */
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
} as const;
