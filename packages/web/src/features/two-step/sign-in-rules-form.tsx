import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { twoStepMessages } from '@trust/contract/two-step';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/client';
import { useSaveSignInRules, useSignInRules } from './two-step-api';

/** The trust's sign-in rule an admin sets: whether admins must use two-step sign-in. */
export function SignInRulesForm() {
  const rules = useSignInRules();
  const save = useSaveSignInRules();
  const [isRequired, setRequired] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const stored = rules.data?.require_two_step_for_admins;
  useEffect(() => {
    if (stored !== undefined) setRequired(stored);
  }, [stored]);

  const submit = async () => {
    setFailure(null);
    try {
      await save.mutateAsync({ require_two_step_for_admins: isRequired });
      notifications.show({ color: 'teal', message: twoStepMessages.settingsSaved });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Sign-in rules
      </Title>
      <Checkbox
        label="Admins must use two-step sign-in"
        description="An admin without it is asked to set it up at the next click, before anything else."
        checked={isRequired}
        disabled={rules.isPending}
        onChange={(event) => setRequired(event.currentTarget.checked)}
      />
      {rules.isError ? <Text c="red">{errorMessage(rules.error)}</Text> : null}
      {failure ? (
        <Alert color="red" variant="light">
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button variant="light" onClick={() => void submit()} loading={save.isPending} disabled={stored === isRequired}>
          Save the rules
        </Button>
      </Group>
    </Stack>
  );
}
