import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { session } from '../api/session';
import { logout, verify } from '../features/auth/auth-api';
import { DashboardFigures } from '../features/dashboard/dashboard-figures';
import { useTrustSettings } from '../ui/trust-settings';

const TARGETS: [label: string, to: string][] = [
  ['Search Member', '/search-member'],
  ['Add Member', '/add-member'],
  ['Search Dependent', '/search-dependent'],
  ['Add Dependent', '/add-dependent'],
  ['Renew/Check Mediclaim Status', '/check-mediclaim-membership'],
  ['Mediclaim Payment Record', '/past-payment'],
  ['Renew/Check Membership Status', '/check-subscription-status'],
  ['Membership Record', '/past-subscription'],
  ['Update Amount', '/update-amount'],
  ['Mediclaim Report', '/view-mediclaim-report?reportType=Mediclaim'],
  ['Membership Report', '/view-report?reportType=Membership'],
];

export default function Dashboard() {
  const { trustName } = useTrustSettings();

  // The token is checked on load (docs/product.md): anything but status 200 signs out and reloads.
  useEffect(() => {
    verify()
      .then((answer) => {
        if (answer.status !== 200) void logout();
      })
      // A request cut short (the user moved on, the network blinked) says nothing about the token.
      .catch((error) => {
        if (error instanceof ApiError && error.status !== 0) void logout();
      });
  }, []);

  return (
    <Stack align="center" gap="md" py="lg">
      <Title order={1}>Welcome</Title>
      <Title order={2} size="h3">
        {trustName}
      </Title>
      <Text>User Name {session.name()}</Text>
      <DashboardFigures />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" mt="md" w="100%" maw={900}>
        {TARGETS.map(([label, to]) => (
          <Button
            key={label}
            component={Link}
            to={to}
            size="md"
            variant="light"
            h="auto"
            mih={44}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
