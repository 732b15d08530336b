import { Button, Group, Menu, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { api, errorMessage } from '../api/client';
import { session } from '../api/session';
import { logout } from '../features/auth/auth-api';
import { useSettings } from '../features/settings/use-settings';

interface Entry {
  label: string;
  to?: string;
  download?: { path: string; filename: string };
}

const MENUS: { label: string; entries: Entry[] }[] = [
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

async function download(entry: NonNullable<Entry['download']>) {
  try {
    await api.download(entry.path, entry.filename);
  } catch (error) {
    notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(error) });
  }
}

export function Navbar() {
  const { trustName } = useSettings();
  return (
    <header className="app-navbar no-print">
      <Group justify="space-between" px="md" h="100%" wrap="nowrap">
        <UnstyledButton component={Link} to="/dashboard" className="brand">
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span>{trustName || 'Trust'}</span>
        </UnstyledButton>
        <nav aria-label="Main">
          <Group gap={4} wrap="wrap">
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
                  {menu.entries.map((entry) =>
                    entry.to ? (
                      <Menu.Item key={entry.label} component={Link} to={entry.to}>
                        {entry.label}
                      </Menu.Item>
                    ) : (
                      <Menu.Item key={entry.label} onClick={() => entry.download && void download(entry.download)}>
                        {entry.label}
                      </Menu.Item>
                    ),
                  )}
                </Menu.Dropdown>
              </Menu>
            ))}
            <Button component={Link} to="/register-admin" variant="subtle" color="white" size="compact-sm">
              Register Admin
            </Button>
            <Menu shadow="md" position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="subtle" color="white" size="compact-sm" aria-label={`Signed in as ${session.name()}`}>
                  {session.name() || 'Account'}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} to="/change-password">
                  Change Password
                </Menu.Item>
                <Menu.Item component={Link} to="/audit">
                  Audit Trail
                </Menu.Item>
                <Menu.Item component={Link} to="/api-docs">
                  API Reference
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Button variant="white" size="compact-sm" onClick={() => void logout()}>
              Logout
            </Button>
          </Group>
        </nav>
      </Group>
    </header>
  );
}
