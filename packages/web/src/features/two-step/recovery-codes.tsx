import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { twoStepMessages } from '@trust/contract/two-step';
import { errorText, useTexts } from '../../i18n/catalogue';
import { twoStep } from '../../i18n/screens/two-step.en';

/** The ten recovery codes, shown once, with a way to print them and a button to go on once kept. */
export function RecoveryCodes({ codes, onKept }: { codes: string[]; onKept: () => void }) {
  const t = useTexts(twoStep);
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light">
        {errorText(twoStepMessages.keepRecoveryCodes)}
      </Alert>
      <Paper withBorder p="md" className="recovery-codes">
        <List aria-label={t('twoStep.recoveryCodes')} listStyleType="none" spacing={4} ff="monospace" fz="lg">
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
      </Paper>
      <Text size="sm" c="dimmed">
        {t('twoStep.eachOnce')}
      </Text>
      <Group className="no-print">
        <Button variant="default" onClick={() => window.print()}>
          {t('twoStep.printCodes')}
        </Button>
        <Button onClick={onKept}>{t('twoStep.kept')}</Button>
      </Group>
    </Stack>
  );
}
