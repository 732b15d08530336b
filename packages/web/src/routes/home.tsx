import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { session } from '../api/session';
import { useTrustSettings } from '../ui/trust-settings';

export default function Home() {
  const navigate = useNavigate();
  const { trustName } = useTrustSettings();
  useEffect(() => {
    navigate(session.isLoggedIn() ? '/dashboard' : '/login', { replace: true });
  }, [navigate]);
  return (
    <Stack align="center" p="xl">
      <img src="/logo.svg" alt={`${trustName} logo`} width={96} height={96} />
      <Title order={1}>Welcome</Title>
      <Text size="lg">{trustName}</Text>
      <Group>
        <Button component={Link} to="/dashboard">
          Dashboard
        </Button>
        <Button component={Link} to="/login" variant="default">
          Login
        </Button>
      </Group>
    </Stack>
  );
}
