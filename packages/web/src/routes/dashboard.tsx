import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Role, roleAllows } from '@trust/contract/roles';
import { Link } from 'react-router';
import { DashboardFigures } from '../features/dashboard/dashboard-figures';
import { SystemPanel } from '../features/system/system-panel';
import { type MessageId, useT } from '../i18n/catalogue';
import { RoleBadge } from '../ui/role-badge';
import { ForRole, useSignedIn } from '../ui/signed-in';
import { useTrustSettings } from '../ui/trust-settings';

interface Target {
  label: MessageId;
  to: string;
  /** The least role that may use it; the others do not see it. */
  needs?: Role;
  /** The label for a VIEWER, who checks but does not renew. */
  viewerLabel?: MessageId;
}

const TARGETS: Target[] = [
  { label: 'nav.searchMember', to: '/search-member' },
  { label: 'nav.addMember', to: '/add-member', needs: 'STAFF' },
  { label: 'nav.searchDependent', to: '/search-dependent' },
  { label: 'nav.addDependent', to: '/add-dependent', needs: 'STAFF' },
  {
    label: 'dashboard.renewCheckMediclaim',
    to: '/check-mediclaim-membership',
    viewerLabel: 'dashboard.checkMediclaim',
  },
  { label: 'dashboard.mediclaimPaymentRecord', to: '/past-payment' },
  {
    label: 'dashboard.renewCheckMembership',
    to: '/check-subscription-status',
    viewerLabel: 'dashboard.checkMembership',
  },
  { label: 'dashboard.membershipRecord', to: '/past-subscription' },
  { label: 'dashboard.updateAmount', to: '/update-amount', needs: 'ADMIN' },
  { label: 'dashboard.mediclaimReport', to: '/view-mediclaim-report?reportType=Mediclaim' },
  { label: 'dashboard.membershipReport', to: '/view-report?reportType=Membership' },
];

/** The session is checked with the server on this screen as on every other (ui/layout.tsx). */
export default function Dashboard() {
  const t = useT();
  const { trustName } = useTrustSettings();
  const { name, role } = useSignedIn();
  const targets = TARGETS.filter((target) => !target.needs || roleAllows(role, target.needs));

  return (
    <Stack align="center" gap="md" py="lg">
      <Title order={1}>{t('dashboard.welcome')}</Title>
      <Title order={2} size="h3">
        {trustName}
      </Title>
      <Group gap="xs">
        <Text>{t('dashboard.userName', { name })}</Text>
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
            {t(role === 'VIEWER' && viewerLabel ? viewerLabel : label)}
          </Button>
        ))}
      </SimpleGrid>
      <ForRole needs="ADMIN">
        <SystemPanel />
      </ForRole>
    </Stack>
  );
}
