import { Burger, Button, Menu, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { roleAllows } from '@trust/contract/roles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ACCOUNT_ENTRIES, type Account, download, type Entry, entriesFor, menusFor } from './nav-menus';
import { RoleBadge } from './role-badge';
import { useSignedIn } from './signed-in';
import { useTrustSettings } from './trust-settings';

const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(loadDrawer);

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

/** The navigation bar of a signed-in user; below the width where it fits, a menu button opens the same list. */
export function Navbar({ onLogout }: { onLogout: () => void }) {
  const { trustName } = useTrustSettings();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  // The drawer's code is fetched when it is first opened, and it stays mounted to close smoothly.
  const [wasDrawerOpened, setWasDrawerOpened] = useState(false);
  if (isDrawerOpen && !wasDrawerOpened) setWasDrawerOpened(true);
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
          // A finger or the pointer on the button, or focus on it, fetches the drawer before the click.
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          aria-label="Menu"
          aria-expanded={isDrawerOpen}
        />
      </div>
      {wasDrawerOpened ? (
        <Suspense fallback={null}>
          <NavDrawer opened={isDrawerOpen} account={account} onLogout={onLogout} onClose={drawer.close} />
        </Suspense>
      ) : null}
    </header>
  );
}
