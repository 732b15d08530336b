import { notifications } from '@mantine/notifications';
import { type Role, roleAllows } from '@trust/contract/roles';
import { api, errorMessage } from '../api/client';

/** What the navigation offers, shared by the bar of a wide screen and the drawer of a narrow one. */

export interface Entry {
  label: string;
  to?: string;
  download?: { path: string; filename: string };
  /** The least role that may use it; the others do not see it. */
  needs?: Role;
}

export interface NavMenu {
  label: string;
  /** The menu's name for a role that can only look (a VIEWER checks, but does not renew). */
  viewerLabel?: string;
  entries: Entry[];
}

/** The menus of the bar, in their order; the collapsed menu of a narrow screen lists the same. */
const MENUS: NavMenu[] = [
  {
    label: 'Member',
    entries: [
      { label: 'Search Member', to: '/search-member' },
      { label: 'Add Member', to: '/add-member', needs: 'STAFF' },
      { label: 'Import', to: '/import', needs: 'STAFF' },
      { label: 'Removed Members', to: '/removed-members' },
    ],
  },
  {
    label: 'Dependent',
    entries: [
      { label: 'Search Dependent', to: '/search-dependent' },
      { label: 'Add Dependent', to: '/add-dependent', needs: 'STAFF' },
    ],
  },
  {
    label: 'Renew/Check Status',
    viewerLabel: 'Check Status',
    entries: [
      { label: 'Mediclaim', to: '/check-mediclaim-membership' },
      { label: 'Membership', to: '/check-subscription-status' },
      { label: 'Bulk Renewal', to: '/bulk-renewal', needs: 'STAFF' },
    ],
  },
  {
    label: 'Past Records',
    entries: [
      { label: 'Mediclaim', to: '/past-payment' },
      { label: 'Membership', to: '/past-subscription' },
    ],
  },
  {
    label: 'Reports',
    entries: [
      { label: 'Mediclaim', to: '/view-mediclaim-report?reportType=Mediclaim' },
      { label: 'Membership', to: '/view-report?reportType=Membership' },
      {
        label: 'Non Membership',
        download: { path: 'subscription/reports/non-membership', filename: 'Non-Renew Membership Reports.csv' },
      },
      {
        label: 'Non Mediclaim',
        download: { path: 'mediclaim/reports/non-mediclaim', filename: 'Non-Renew Mediclaim Reports.csv' },
      },
      { label: 'Collection', to: '/collection-report' },
      { label: 'Mediclaim Enrolment', to: '/mediclaim-enrolment' },
      { label: 'Cash Book', to: '/cash-book' },
      { label: 'Bounced Cheques', to: '/bounced-cheques' },
    ],
  },
  {
    label: 'Misc',
    entries: [
      { label: 'Add Misc Receipt', to: '/misc-print-form', needs: 'STAFF' },
      { label: 'Find Misc Receipt', to: '/find-misc-report' },
      { label: 'View Misc Report', to: '/misc-reports' },
    ],
  },
  {
    label: 'GPAIS',
    entries: [
      { label: 'Add/Renew Member', to: '/add-gpa-record', needs: 'STAFF' },
      { label: 'Find Member', to: '/check-gpa' },
      { label: 'View Membership Report', to: '/gpa-reports' },
      { label: 'Add/Renew Dependent', to: '/add-dependent-gpa-record', needs: 'STAFF' },
      { label: 'Find Dependent', to: '/check-dependent-gpa' },
      { label: 'View Dependent Report', to: '/dependent-gpa-reports' },
    ],
  },
];

/** The signed-in user's own menu, after Register Admin. */
export const ACCOUNT_ENTRIES: Entry[] = [
  { label: 'Change Password', to: '/change-password' },
  { label: 'Two-Step Sign-In', to: '/two-step' },
  { label: 'Users', to: '/users', needs: 'ADMIN' },
  { label: 'Audit Trail', to: '/audit', needs: 'ADMIN' },
  { label: 'API Reference', to: '/api-docs' },
];

/** The menus as a role sees them: only what it may use, and no menu left empty. */
export function menusFor(role: Role): NavMenu[] {
  return MENUS.map((menu) => ({
    ...menu,
    label: role === 'VIEWER' && menu.viewerLabel ? menu.viewerLabel : menu.label,
    entries: entriesFor(role, menu.entries),
  })).filter((menu) => menu.entries.length > 0);
}

export function entriesFor(role: Role, entries: Entry[]): Entry[] {
  return entries.filter((entry) => !entry.needs || roleAllows(role, entry.needs));
}

export async function download(entry: NonNullable<Entry['download']>) {
  try {
    await api.download(entry.path, entry.filename);
  } catch (error) {
    notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(error) });
  }
}

/** Who is signed in, as the menus show them. */
export interface Account {
  name: string;
  role: Role;
}
