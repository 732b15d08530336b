import { Burger, Button, Drawer, Menu, NavLink, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type Role, roleAllows } from '@trust/contract/roles';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { api, errorMessage } from '../api/client';
import { RoleBadge } from './role-badge';
import { useSignedIn } from './signed-in';
import { useTrustSettings } from './trust-settings';

interface Entry {
  label: string;
  to?: string;
  download?: { path: string; filename: string };
  /** The least role that may use it; the others do not see it. */
  needs?: Role;
}

interface NavMenu {
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
const ACCOUNT_ENTRIES: Entry[] = [
  { label: 'Change Password', to: '/change-password' },
  { label: 'Two-Step Sign-In', to: '/two-step' },
  { label: 'Users', to: '/users', needs: 'ADMIN' },
  { label: 'Audit Trail', to: '/audit', needs: 'ADMIN' },
  { label: 'API Reference', to: '/api-docs' },
];

/** The menus as a role sees them: only what it may use, and no menu left empty. */
function menusFor(role: Role): NavMenu[] {
  return MENUS.map((menu) => ({
    ...menu,
    label: role === 'VIEWER' && menu.viewerLabel ? menu.viewerLabel : menu.label,
    entries: entriesFor(role, menu.entries),
  })).filter((menu) => menu.entries.length > 0);
}

function entriesFor(role: Role, entries: Entry[]): Entry[] {
  return entries.filter((entry) => !entry.needs || roleAllows(role, entry.needs));
}

async function download(entry: NonNullable<Entry['download']>) {
  try {
    await api.download(entry.path, entry.filename);
  } catch (error) {
    notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(error) });
  }
}

function MenuEntries({ entries }: { entries: Entry[] }) {
  return entries.map((entry) =>
    entry.to ? (
      <Menu.Item key={entry.label} component={Link} to={entry.to}>
        {entry.label}
      </Menu.Item>
    ) : (
      <Menu.Item key={entry.label} onClick={() => entry.download && void download(entry.download)}>
        {entry.label}
      </Menu.Item>
    ),
  );
}

interface Account {
  name: string;
  role: Role;
}

/** The bar of a wide screen: every menu on one line. */
function MenuBar({ account, onLogout }: { account: Account; onLogout: () => void }) {
  return (
    <nav aria-label="Main" className="navbar-bar">
      <Button component={Link} to="/dashboard" variant="subtle" color="white" size="compact-sm">
        Dashboard
      </Button>
      {menusFor(account.role).map((menu) => (
        <Menu key={menu.label} shadow="md" position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="subtle" color="white" size="compact-sm">
              {menu.label}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <MenuEntries entries={menu.entries} />
          </Menu.Dropdown>
        </Menu>
      ))}
      {roleAllows(account.role, 'ADMIN') ? (
        <Button component={Link} to="/register-admin" variant="subtle" color="white" size="compact-sm">
          Register Admin
        </Button>
      ) : null}
      <Menu shadow="md" position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="white"
            size="compact-sm"
            aria-label={`Signed in as ${account.name}, ${account.role}`}
            classNames={{ label: 'navbar-account' }}
            rightSection={<RoleBadge role={account.role} variant="white" />}
          >
            {account.name}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <MenuEntries entries={entriesFor(account.role, ACCOUNT_ENTRIES)} />
        </Menu.Dropdown>
      </Menu>
      <Button variant="white" size="compact-sm" onClick={onLogout}>
        Logout
      </Button>
    </nav>
  );
}

interface DrawerMenuProps {
  menu: NavMenu;
  isOpen: boolean;
  onToggle: () => void;
  onChosen: () => void;
}

/** One menu of the narrow screen's list: its name opens its entries beneath it. */
function DrawerMenu({ menu, isOpen, onToggle, onChosen }: DrawerMenuProps) {
  return (
    <NavLink component="button" label={menu.label} opened={isOpen} onChange={onToggle} aria-expanded={isOpen}>
      {menu.entries.map((entry) =>
        entry.to ? (
          <NavLink key={entry.label} component={Link} to={entry.to} label={entry.label} onClick={onChosen} />
        ) : (
          <NavLink
            key={entry.label}
            component="button"
            label={entry.label}
            onClick={() => {
              onChosen();
              if (entry.download) void download(entry.download);
            }}
          />
        ),
      )}
    </NavLink>
  );
}

/** The collapsed menu of a narrow screen: the bar's entries in the bar's order, one under the other. */
function MenuDrawer({ account, onLogout, onClose }: { account: Account; onLogout: () => void; onClose: () => void }) {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const toggle = (label: string) => setOpenMenu((open) => (open === label ? null : label));
  const accountMenu: NavMenu = {
    label: `${account.name} (${account.role})`,
    entries: entriesFor(account.role, ACCOUNT_ENTRIES),
  };
  return (
    <nav aria-label="Main">
      <Stack gap={0}>
        <NavLink component={Link} to="/dashboard" label="Dashboard" onClick={onClose} />
        {menusFor(account.role).map((menu) => (
          <DrawerMenu
            key={menu.label}
            menu={menu}
            isOpen={openMenu === menu.label}
            onToggle={() => toggle(menu.label)}
            onChosen={onClose}
          />
        ))}
        {roleAllows(account.role, 'ADMIN') ? (
          <NavLink component={Link} to="/register-admin" label="Register Admin" onClick={onClose} />
        ) : null}
        <DrawerMenu
          menu={accountMenu}
          isOpen={openMenu === accountMenu.label}
          onToggle={() => toggle(accountMenu.label)}
          onChosen={onClose}
        />
        <Button variant="light" mt="md" onClick={onLogout}>
          Logout
        </Button>
      </Stack>
    </nav>
  );
}

/** The navigation bar of a signed-in user; below the width where it fits, a menu button opens the same list. */
export function Navbar({ onLogout }: { onLogout: () => void }) {
  const { trustName } = useTrustSettings();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const { name, role } = useSignedIn();
  const account = { name: name || 'Account', role };
  const { pathname, search } = useLocation();
  // Whatever opened the next screen (a link, Back, a button on the page), the list has done its work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what this reacts to
  useEffect(() => {
    drawer.close();
  }, [pathname, search]);

  return (
    <header className="app-navbar no-print">
      <div className="navbar-inner">
        <UnstyledButton component={Link} to="/dashboard" className="brand" aria-label={trustName || 'Trust'}>
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span className="brand-name">{trustName || 'Trust'}</span>
        </UnstyledButton>
        <MenuBar account={account} onLogout={onLogout} />
        <Burger
          className="navbar-burger"
          color="white"
          opened={isDrawerOpen}
          onClick={drawer.toggle}
          aria-label="Menu"
          aria-expanded={isDrawerOpen}
        />
      </div>
      <Drawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        position="right"
        size={320}
        title="Menu"
        closeButtonProps={{ 'aria-label': 'Close the menu' }}
      >
        <MenuDrawer account={account} onLogout={onLogout} onClose={drawer.close} />
      </Drawer>
    </header>
  );
}
