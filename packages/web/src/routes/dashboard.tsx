import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Role, roleAllows } from '@trust/contract/roles';
import { Link } from 'react-router';
import { DashboardFigures } from '../features/dashboard/dashboard-figures';
import { SystemPanel } from '../features/system/system-panel';
import { RoleBadge } from '../ui/role-badge';
import { ForRole, useSignedIn } from '../ui/signed-in';
import { useTrustSettings } from '../ui/trust-settings';

interface Target {
  label: string;
  to: string;
  /** The least role that may use it; the others do not see it. */
  needs?: Role;
  /** The label for a VIEWER, who checks but does not renew. */
  viewerLabel?: string;
}

const TARGETS: Target[] = [
  { label: 'Search Member', to: '/search-member' },
  { label: 'Add Member', to: '/add-member', needs: 'STAFF' },
  { label: 'Search Dependent', to: '/search-dependent' },
  { label: 'Add Dependent', to: '/add-dependent', needs: 'STAFF' },
  {
    label: 'Renew/Check Mediclaim Status',
    to: '/check-mediclaim-membership',
    viewerLabel: 'Check Mediclaim Status',
  },
  { label: 'Mediclaim Payment Record', to: '/past-payment' },
  {
    label: 'Renew/Check Membership Status',
    to: '/check-subscription-status',
    viewerLabel: 'Check Membership Status',
  },
  { label: 'Membership Record', to: '/past-subscription' },
  { label: 'Update Amount', to: '/update-amount', needs: 'ADMIN' },
  { label: 'Mediclaim Report', to: '/view-mediclaim-report?reportType=Mediclaim' },
  { label: 'Membership Report', to: '/view-report?reportType=Membership' },
];

/** The session is checked with the server on this screen as on every other (ui/layout.tsx). */
export default function Dashboard() {
  const { trustName } = useTrustSettings();
  const { name, role } = useSignedIn();
  const targets = TARGETS.filter((target) => !target.needs || roleAllows(role, target.needs));

  return (
    <Stack align="center" gap="md" py="lg">
      <Title order={1}>Welcome</Title>
      <Title order={2} size="h3">
        {trustName}
      </Title>
      <Group gap="xs">
        <Text>User Name {name}</Text>
        <RoleBadge role={role} />
      </Group>
      <DashboardFigures />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" mt="md" w="100%" maw={900}>
        {targets.map(({ label, to, viewerLabel }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            size="md"
            variant="light"
            h="auto"
            mih={44}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {role === 'VIEWER' && viewerLabel ? viewerLabel : label}
          </Button>
        ))}
      </SimpleGrid>
      <ForRole needs="ADMIN">
        <SystemPanel />
      </ForRole>
    </Stack>
  );
}
