/**
 * Who may do what, from least to most. Each role can do everything of the roles before it:
 * - VIEWER reads: searches, status, past records, reports, CSVs and prints (a reprint is a duplicate);
 * - STAFF also registers and edits members and dependents, takes payments and imports;
 * - ADMIN also voids receipts, resets subscriptions, removes members and dependents, updates
 *   amounts, reads the audit trail and manages the staff's accounts.
 */
export const ROLES = ['VIEWER', 'STAFF', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
// No zod here: the web app's navigation bar reads these, and the sign-in screen shares its chunk.

export const roleMessages = {
  forbidden: 'You do not have permission to do this',
} as const;

/** The words a screen shows beside a control a role cannot use, saying who can. */
export const roleNeeded: Record<Role, string> = {
  VIEWER: 'Any signed-in user can do this',
  STAFF: 'Only staff and admins can do this',
  ADMIN: 'Only an admin can do this',
};

/** Whether an account of role `has` may do what needs role `needs`. */
export function roleAllows(has: Role, needs: Role): boolean {
  return ROLES.indexOf(has) >= ROLES.indexOf(needs);
}
