import { Button, Drawer, NavLink, Stack } from '@mantine/core';
import { roleAllows } from '@trust/contract/roles';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_ENTRIES, type Account, download, entriesFor, menusFor, type NavMenu } from './nav-menus';

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

interface MenuDrawerProps {
  opened: boolean;
  account: Account;
  onLogout: () => void;
  onClose: () => void;
}

/**
 * The drawer a narrow screen's menu button opens. Its own module, loaded the first time it opens:
 * a wide screen never needs it, and its parts (the drawer, its scrolling, the folding lists) weigh
 * about 16 KB gzipped.
 */
export default function NavDrawer({ opened, account, onLogout, onClose }: MenuDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={320}
      title="Menu"
      closeButtonProps={{ 'aria-label': 'Close the menu' }}
    >
      <MenuDrawer account={account} onLogout={onLogout} onClose={onClose} />
    </Drawer>
  );
}
