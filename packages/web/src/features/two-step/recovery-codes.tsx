import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { twoStepMessages } from '@trust/contract/two-step';

/** The ten recovery codes, shown once, with a way to print them and a button to go on once kept. */
export function RecoveryCodes({ codes, onKept }: { codes: string[]; onKept: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light">
        {twoStepMessages.keepRecoveryCodes}
      </Alert>
      <Paper withBorder p="md" className="recovery-codes">
        <List aria-label="Recovery codes" listStyleType="none" spacing={4} ff="monospace" fz="lg">
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
      </Paper>
      <Text size="sm" c="dimmed">
        Each code works once, in place of the code from the app.
      </Text>
      <Group className="no-print">
        <Button variant="default" onClick={() => window.print()}>
          Print the codes
        </Button>
        <Button onClick={onKept}>I have kept them</Button>
      </Group>
    </Stack>
  );
}
