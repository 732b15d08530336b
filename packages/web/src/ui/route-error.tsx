import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { errorText, useTexts } from '../i18n/catalogue';
import { parts } from '../i18n/screens/parts.en';

/**
 * What shows when a screen fails to load or render. After a new release an open tab asks for
 * route chunks that no longer exist; one reload fetches the new ones.
 */
export function RouteError() {
  const t = useTexts(parts);
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
        {t('parts.wentWrong')}
      </Title>
      <Text>{error instanceof Error ? errorText(error.message) : t('parts.notShown')}</Text>
      <Button onClick={() => window.location.assign('/dashboard')}>{t('parts.goToDashboard')}</Button>
    </Stack>
  );
}
