import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTexts } from '../i18n/catalogue';
import { parts } from '../i18n/screens/parts.en';

export function NotFound() {
  const t = useTexts(parts);
  return (
    <Stack align="center" p="xl">
      <Title order={1} size="h2">
        {t('parts.notFound')}
      </Title>
      <Text>{t('parts.noPageHere')}</Text>
      <Button component={Link} to="/dashboard">
        {t('parts.goToDashboard')}
      </Button>
    </Stack>
  );
}
