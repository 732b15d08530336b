import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/**
 * What shows when a screen fails to load or render. After a new release an open tab asks for
 * route chunks that no longer exist; one reload fetches the new ones.
 */
export function RouteError() {
  const error = useRouteError();
  const isStaleChunk =
    error instanceof Error && /dynamically imported module|Importing a module script failed/.test(error.message);
  if (isStaleChunk && !sessionStorage.getItem('reloaded-for-chunk')) {
    sessionStorage.setItem('reloaded-for-chunk', '1');
    window.location.reload();
    return null;
  }
  sessionStorage.removeItem('reloaded-for-chunk');
  return (
    <Stack align="center" p="xl">
      <Title order={1} size="h2">
        Something went wrong
      </Title>
      <Text>{error instanceof Error ? error.message : 'This screen could not be shown.'}</Text>
      <Button onClick={() => window.location.assign('/dashboard')}>Go to Dashboard</Button>
    </Stack>
  );
}
