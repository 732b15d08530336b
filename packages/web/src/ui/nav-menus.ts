import { notifications } from '@mantine/notifications';
import { type Role, roleAllows } from '@trust/contract/roles';
import { api, errorMessage } from '../api/client';
import { type MessageId, text } from '../i18n/catalogue';

/** What the navigation offers, shared by the bar of a wide screen and the drawer of a narrow one. */

export interface Entry {
  /** Its text in the catalogue. */
  label: MessageId;
  to?: string;
  download?: { path: string; filename: string };
  /** The least role that may use it; the others do not see it. */
  needs?: Role;
}

export interface NavMenu {
  label: MessageId;
  /** The menu's name for a role that can only look (a VIEWER checks, but does not renew). */
  viewerLabel?: MessageId;
  entries: Entry[];
}

/** The menus of the bar, in their order; the collapsed menu of a narrow screen lists the same. */
const MENUS: NavMenu[] = [
  {
    label: 'nav.member',
    entries: [
      { label: 'nav.searchMember', to: '/search-member' },
      { label: 'nav.addMember', to: '/add-member', needs: 'STAFF' },
      { label: 'nav.import', to: '/import', needs: 'STAFF' },
      { label: 'nav.removedMembers', to: '/removed-members' },
    ],
  },
  {
    label: 'nav.dependent',
    entries: [
      { label: 'nav.searchDependent', to: '/search-dependent' },
      { label: 'nav.addDependent', to: '/add-dependent', needs: 'STAFF' },
    ],
  },
  {
    label: 'nav.renewCheckStatus',
    viewerLabel: 'nav.checkStatus',
    entries: [
      { label: 'nav.mediclaim', to: '/check-mediclaim-membership' },
      { label: 'nav.membership', to: '/check-subscription-status' },
      { label: 'nav.bulkRenewal', to: '/bulk-renewal', needs: 'STAFF' },
      { label: 'nav.reminders', to: '/reminders' },
    ],
  },
  {
    label: 'nav.pastRecords',
    entries: [
      { label: 'nav.mediclaim', to: '/past-payment' },
      { label: 'nav.membership', to: '/past-subscription' },
    ],
  },
  {
    label: 'nav.reports',
    entries: [
      { label: 'nav.mediclaim', to: '/view-mediclaim-report?reportType=Mediclaim' },
      { label: 'nav.membership', to: '/view-report?reportType=Membership' },
      {
        label: 'nav.nonMembership',
        download: { path: 'subscription/reports/non-membership', filename: 'Non-Renew Membership Reports.csv' },
      },
      {
        label: 'nav.nonMediclaim',
        download: { path: 'mediclaim/reports/non-mediclaim', filename: 'Non-Renew Mediclaim Reports.csv' },
      },
      { label: 'nav.collection', to: '/collection-report' },
      { label: 'nav.mediclaimEnrolment', to: '/mediclaim-enrolment' },
      { label: 'nav.cashBook', to: '/cash-book' },
      { label: 'nav.bouncedCheques', to: '/bounced-cheques' },
    ],
  },
  {
    label: 'nav.misc',
    entries: [
      { label: 'nav.addMiscReceipt', to: '/misc-print-form', needs: 'STAFF' },
      { label: 'nav.findMiscReceipt', to: '/find-misc-report' },
      { label: 'nav.viewMiscReport', to: '/misc-reports' },
    ],
  },
  {
    label: 'nav.gpais',
    entries: [
      { label: 'nav.addRenewGpaMember', to: '/add-gpa-record', needs: 'STAFF' },
      { label: 'nav.findGpaMember', to: '/check-gpa' },
      { label: 'nav.viewGpaMembershipReport', to: '/gpa-reports' },
      { label: 'nav.addRenewGpaDependent', to: '/add-dependent-gpa-record', needs: 'STAFF' },
      { label: 'nav.findGpaDependent', to: '/check-dependent-gpa' },
      { label: 'nav.viewGpaDependentReport', to: '/dependent-gpa-reports' },
    ],
  },
];

/** The signed-in user's own menu, after Register Admin. */
export const ACCOUNT_ENTRIES: Entry[] = [
  { label: 'nav.changePassword', to: '/change-password' },
  { label: 'nav.twoStep', to: '/two-step' },
  { label: 'nav.users', to: '/users', needs: 'ADMIN' },
  { label: 'nav.auditTrail', to: '/audit', needs: 'ADMIN' },
  { label: 'nav.apiReference', to: '/api-docs' },
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
    notifications.show({ color: 'red', title: text('nav.downloadFailed'), message: errorMessage(error) });
  }
}

/** Who is signed in, as the menus show them. */
export interface Account {
  name: string;
  role: Role;
}
