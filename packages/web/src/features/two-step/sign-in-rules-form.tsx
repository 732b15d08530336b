import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { twoStepMessages } from '@trust/contract/two-step';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/client';
import { errorText, useTexts } from '../../i18n/catalogue';
import { twoStep } from '../../i18n/screens/two-step.en';
import { useSaveSignInRules, useSignInRules } from './two-step-api';

/** The trust's sign-in rule an admin sets: whether admins must use two-step sign-in. */
export function SignInRulesForm() {
  const t = useTexts(twoStep);
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
      notifications.show({ color: 'teal', message: errorText(twoStepMessages.settingsSaved) });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('twoStep.signInRules')}
      </Title>
      <Checkbox
        label={t('twoStep.adminsMust')}
        description={t('twoStep.adminsMustHint')}
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
          {t('twoStep.saveRules')}
        </Button>
      </Group>
    </Stack>
  );
}
