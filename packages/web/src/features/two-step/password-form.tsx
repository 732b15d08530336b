import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../api/client';
import { errorText, useTexts } from '../../i18n/catalogue';
import { common } from '../../i18n/screens/common.en';
import { twoStep } from '../../i18n/screens/two-step.en';

const REQUIRED = 'Password Is Required Field';

/**
 * The account's password typed again before its two-step sign-in changes. `onSubmit` does the
 * change; a refusal is shown under the field (a wrong password) or beneath it (anything else).
 */
export function PasswordForm({
  submitLabel,
  color,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  color?: string;
  onSubmit: (password: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const t = useTexts(twoStep);
  const say = useTexts(common);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(errorText(REQUIRED));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit(password);
    } catch (caught) {
      const issue = caught instanceof ApiError ? caught.issues[0] : undefined;
      setError(issue?.message ?? errorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm" maw={360}>
        <PasswordInput
          label={t('twoStep.yourPassword')}
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" color={color} loading={isSubmitting}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button type="button" variant="default" onClick={onCancel}>
              {say('common.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
