import { Button, Drawer, NavLink, Stack } from '@mantine/core';
import type { UserLanguage } from '@trust/contract/languages';
import { roleAllows } from '@trust/contract/roles';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/catalogue';
import { LanguageChoice } from './language-choice';
import { ACCOUNT_ENTRIES, type Account, download, entriesFor, menusFor, type NavMenu } from './nav-menus';

interface DrawerMenuProps {
  menu: NavMenu;
  /** Its title, when not the menu's own text (the account's: its name and role). */
  title?: string;
  isOpen: boolean;
  onToggle: () => void;
  onChosen: () => void;
}

/** One menu of the narrow screen's list: its name opens its entries beneath it. */
function DrawerMenu({ menu, title, isOpen, onToggle, onChosen }: DrawerMenuProps) {
  const t = useT();
  return (
    <NavLink
      component="button"
      label={title ?? t(menu.label)}
      opened={isOpen}
      onChange={onToggle}
      aria-expanded={isOpen}
    >
      {menu.entries.map((entry) =>
        entry.to ? (
          <NavLink key={entry.label} component={Link} to={entry.to} label={t(entry.label)} onClick={onChosen} />
        ) : (
          <NavLink
            key={entry.label}
            component="button"
            label={t(entry.label)}
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
function MenuDrawer({ account, onLogout, onChooseLanguage, onClose }: Omit<MenuDrawerProps, 'opened'>) {
  const t = useT();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const toggle = (label: string) => setOpenMenu((open) => (open === label ? null : label));
  const accountMenu: NavMenu = { label: 'nav.account', entries: entriesFor(account.role, ACCOUNT_ENTRIES) };
  return (
    <nav aria-label={t('nav.main')}>
      <Stack gap={0}>
        <NavLink component={Link} to="/dashboard" label={t('nav.dashboard')} onClick={onClose} />
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
          <NavLink component={Link} to="/register-admin" label={t('nav.registerAdmin')} onClick={onClose} />
        ) : null}
        <DrawerMenu
          menu={accountMenu}
          title={`${account.name} (${account.role})`}
          isOpen={openMenu === accountMenu.label}
          onToggle={() => toggle(accountMenu.label)}
          onChosen={onClose}
        />
        <Stack px="sm" py="xs">
          <LanguageChoice onChoose={onChooseLanguage} />
        </Stack>
        <Button variant="light" mt="md" onClick={onLogout}>
          {t('nav.logout')}
        </Button>
      </Stack>
    </nav>
  );
}

interface MenuDrawerProps {
  opened: boolean;
  account: Account;
  onLogout: () => void;
  onChooseLanguage: (language: UserLanguage) => void;
  onClose: () => void;
}

/**
 * The drawer a narrow screen's menu button opens. Its own module, loaded the first time it opens:
 * a wide screen never needs it, and its parts (the drawer, its scrolling, the folding lists) weigh
 * about 16 KB gzipped.
 */
export default function NavDrawer({ opened, account, onLogout, onChooseLanguage, onClose }: MenuDrawerProps) {
  const t = useT();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={320}
      title={t('nav.menu')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <MenuDrawer account={account} onLogout={onLogout} onChooseLanguage={onChooseLanguage} onClose={onClose} />
    </Drawer>
  );
}
