/** The texts of the app's dialogs: their buttons and the title of a refusal. */
export const dialogs = {
  'dialogs.ok': 'OK',
  'dialogs.failed': 'Failed',
  'dialogs.printReceipt': 'Print Receipt',
  'dialogs.goHome': 'Go to Home',
} as const;
