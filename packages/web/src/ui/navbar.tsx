import { Burger, Button, Drawer, Menu, NavLink, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { api, errorMessage } from '../api/client';
import { session } from '../api/session';
import { useTrustSettings } from './trust-settings';

interface Entry {
  label: string;
  to?: string;
  download?: { path: string; filename: string };
}

interface NavMenu {
  label: string;
  entries: Entry[];
}

/** The menus of the bar, in their order; the collapsed menu of a narrow screen lists the same. */
const MENUS: NavMenu[] = [
  {
    label: 'Member',
    entries: [
      { label: 'Search Member', to: '/search-member' },
      { label: 'Add Member', to: '/add-member' },
      { label: 'Import', to: '/import' },
    ],
  },
  {
    label: 'Dependent',
    entries: [
      { label: 'Search Dependent', to: '/search-dependent' },
      { label: 'Add Dependent', to: '/add-dependent' },
    ],
  },
  {
    label: 'Renew/Check Status',
    entries: [
      { label: 'Mediclaim', to: '/check-mediclaim-membership' },
      { label: 'Membership', to: '/check-subscription-status' },
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
    ],
  },
  {
    label: 'Misc',
    entries: [
      { label: 'Add Misc Receipt', to: '/misc-print-form' },
      { label: 'Find Misc Receipt', to: '/find-misc-report' },
      { label: 'View Misc Report', to: '/misc-reports' },
    ],
  },
  {
    label: 'GPAIS',
    entries: [
      { label: 'Add/Renew Member', to: '/add-gpa-record' },
      { label: 'Find Member', to: '/check-gpa' },
      { label: 'View Membership Report', to: '/gpa-reports' },
      { label: 'Add/Renew Dependent', to: '/add-dependent-gpa-record' },
      { label: 'Find Dependent', to: '/check-dependent-gpa' },
      { label: 'View Dependent Report', to: '/dependent-gpa-reports' },
    ],
  },
];

/** The signed-in user's own menu, after Register Admin. */
const ACCOUNT_ENTRIES: Entry[] = [
  { label: 'Change Password', to: '/change-password' },
  { label: 'Audit Trail', to: '/audit' },
  { label: 'API Reference', to: '/api-docs' },
];

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

/** The bar of a wide screen: every menu on one line. */
function MenuBar({ accountName, onLogout }: { accountName: string; onLogout: () => void }) {
  return (
    <nav aria-label="Main" className="navbar-bar">
      <Button component={Link} to="/dashboard" variant="subtle" color="white" size="compact-sm">
        Dashboard
      </Button>
      {MENUS.map((menu) => (
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
      <Button component={Link} to="/register-admin" variant="subtle" color="white" size="compact-sm">
        Register Admin
      </Button>
      <Menu shadow="md" position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="white"
            size="compact-sm"
            aria-label={`Signed in as ${accountName}`}
            classNames={{ label: 'navbar-account' }}
          >
            {accountName}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <MenuEntries entries={ACCOUNT_ENTRIES} />
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
function MenuDrawer({
  accountName,
  onLogout,
  onClose,
}: {
  accountName: string;
  onLogout: () => void;
  onClose: () => void;
}) {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const toggle = (label: string) => setOpenMenu((open) => (open === label ? null : label));
  const account: NavMenu = { label: accountName, entries: ACCOUNT_ENTRIES };
  return (
    <nav aria-label="Main">
      <Stack gap={0}>
        <NavLink component={Link} to="/dashboard" label="Dashboard" onClick={onClose} />
        {MENUS.map((menu) => (
          <DrawerMenu
            key={menu.label}
            menu={menu}
            isOpen={openMenu === menu.label}
            onToggle={() => toggle(menu.label)}
            onChosen={onClose}
          />
        ))}
        <NavLink component={Link} to="/register-admin" label="Register Admin" onClick={onClose} />
        <DrawerMenu
          menu={account}
          isOpen={openMenu === account.label}
          onToggle={() => toggle(account.label)}
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
  const accountName = session.name() || 'Account';
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
        <MenuBar accountName={accountName} onLogout={onLogout} />
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
        <MenuDrawer accountName={accountName} onLogout={onLogout} onClose={drawer.close} />
      </Drawer>
    </header>
  );
}
