/** The texts of one's own account: changing one's password. */
export const account = {
  'account.changePassword': 'Change Password',
  'account.signedInAs': 'Signed in as {email}',
  'account.temporary':
    'You signed in with a temporary password. Choose your own password to go on; use the temporary one as the old password.',
  'account.oldPassword': 'Old Password',
  'account.newPassword': 'New Password',
  'account.confirmPassword': 'Confirm New Password',
  'account.failed': 'Failed',
} as const;
