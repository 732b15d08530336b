import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <Stack align="center" p="xl">
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text>There is no page at this address.</Text>
      <Button component={Link} to="/dashboard">
        Go to Dashboard
      </Button>
    </Stack>
  );
}
