/** Words many screens share: their buttons and the states of a list. */
export const common = {
  'common.back': 'Back',
  'common.edit': 'Edit',
  'common.delete': 'Delete',
  'common.save': 'Save',
  'common.cancel': 'Cancel',
  'common.submit': 'Submit',
  'common.search': 'Search',
  'common.print': 'Print',
  'common.loading': 'Loading',
  'common.action': 'ACTION',
} as const;
