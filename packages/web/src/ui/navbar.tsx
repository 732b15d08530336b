import { Burger, Button, Menu, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { UserLanguage } from '@trust/contract/languages';
import { roleAllows } from '@trust/contract/roles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../i18n/catalogue';
import { USER_LANGUAGE_NAMES } from './language-choice';
import { ACCOUNT_ENTRIES, type Account, download, type Entry, entriesFor, menusFor } from './nav-menus';
import { RoleBadge } from './role-badge';
import { useSignedIn } from './signed-in';
import { useTrustSettings } from './trust-settings';

const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(loadDrawer);

function MenuEntries({ entries }: { entries: Entry[] }) {
  const t = useT();
  return entries.map((entry) =>
    entry.to ? (
      <Menu.Item key={entry.label} component={Link} to={entry.to}>
        {t(entry.label)}
      </Menu.Item>
    ) : (
      <Menu.Item key={entry.label} onClick={() => entry.download && void download(entry.download)}>
        {t(entry.label)}
      </Menu.Item>
    ),
  );
}

/** The bar of a wide screen: every menu on one line. */
/** The language choice as items of the user's menu: a menu holds items, not buttons. */
function LanguageItems({ onChoose }: { onChoose: (language: UserLanguage) => void }) {
  const t = useT();
  const shown = useLanguage();
  return (
    <>
      <Menu.Label>{t('language.label')}</Menu.Label>
      {USER_LANGUAGE_NAMES.map(({ language, label }) => (
        <Menu.Item
          key={language}
          lang={language}
          // Mantine's menu items are menuitems (aria-checked is not theirs): the one shown is ticked.
          data-shown={language === shown || undefined}
          leftSection={<span aria-hidden="true">{language === shown ? '✓' : ''}</span>}
          onClick={() => onChoose(language)}
        >
          {t(label)}
        </Menu.Item>
      ))}
    </>
  );
}

interface BarProps {
  onLogout: () => void;
  /** Shows the app in a language and keeps it with the account. */
  onChooseLanguage: (language: UserLanguage) => void;
}

function MenuBar({ account, onLogout, onChooseLanguage }: BarProps & { account: Account }) {
  const t = useT();
  return (
    <nav aria-label={t('nav.main')} className="navbar-bar">
      <Button component={Link} to="/dashboard" variant="subtle" color="white" size="compact-sm">
        {t('nav.dashboard')}
      </Button>
      {menusFor(account.role).map((menu) => (
        <Menu key={menu.label} shadow="md" position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="subtle" color="white" size="compact-sm">
              {t(menu.label)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <MenuEntries entries={menu.entries} />
          </Menu.Dropdown>
        </Menu>
      ))}
      {roleAllows(account.role, 'ADMIN') ? (
        <Button component={Link} to="/register-admin" variant="subtle" color="white" size="compact-sm">
          {t('nav.registerAdmin')}
        </Button>
      ) : null}
      <Menu shadow="md" position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="white"
            size="compact-sm"
            aria-label={t('nav.signedInAs', { name: account.name, role: account.role })}
            classNames={{ label: 'navbar-account' }}
            rightSection={<RoleBadge role={account.role} variant="white" />}
          >
            {account.name}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <MenuEntries entries={entriesFor(account.role, ACCOUNT_ENTRIES)} />
          <Menu.Divider />
          <LanguageItems onChoose={onChooseLanguage} />
        </Menu.Dropdown>
      </Menu>
      <Button variant="white" size="compact-sm" onClick={onLogout}>
        {t('nav.logout')}
      </Button>
    </nav>
  );
}

/** The navigation bar of a signed-in user; below the width where it fits, a menu button opens the same list. */
export function Navbar({ onLogout, onChooseLanguage }: BarProps) {
  const t = useT();
  const { trustName } = useTrustSettings();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  // The drawer's code is fetched when it is first opened, and it stays mounted to close smoothly.
  const [wasDrawerOpened, setWasDrawerOpened] = useState(false);
  if (isDrawerOpen && !wasDrawerOpened) setWasDrawerOpened(true);
  const { name, role } = useSignedIn();
  const account = { name: name || t('nav.account'), role };
  const { pathname, search } = useLocation();
  // Whatever opened the next screen (a link, Back, a button on the page), the list has done its work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what this reacts to
  useEffect(() => {
    drawer.close();
  }, [pathname, search]);

  return (
    <header className="app-navbar no-print">
      <div className="navbar-inner">
        <UnstyledButton component={Link} to="/dashboard" className="brand" aria-label={trustName || t('nav.trust')}>
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span className="brand-name">{trustName || t('nav.trust')}</span>
        </UnstyledButton>
        <MenuBar account={account} onLogout={onLogout} onChooseLanguage={onChooseLanguage} />
        <Burger
          className="navbar-burger"
          color="white"
          opened={isDrawerOpen}
          onClick={drawer.toggle}
          // A finger or the pointer on the button, or focus on it, fetches the drawer before the click.
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          aria-label={t('nav.menu')}
          aria-expanded={isDrawerOpen}
        />
      </div>
      {wasDrawerOpened ? (
        <Suspense fallback={null}>
          <NavDrawer
            opened={isDrawerOpen}
            account={account}
            onLogout={onLogout}
            onChooseLanguage={onChooseLanguage}
            onClose={drawer.close}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
