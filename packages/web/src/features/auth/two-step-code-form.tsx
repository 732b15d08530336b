import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { SignedInAnswer } from '@trust/contract/auth';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../api/client';
import { errorText, useTexts } from '../../i18n/catalogue';
import { common } from '../../i18n/screens/common.en';
import { twoStep } from '../../i18n/screens/two-step.en';
import { loginWithCode } from './auth-api';

/** The contract's messages (and zod with them) load when first needed: this is part of the sign-in screen. */
const twoStepContract = () => import('@trust/contract/two-step');

/**
 * The second step of signing in, after a right password on an account with two-step sign-in: the
 * six-digit code the authenticator app shows, or one of the recovery codes.
 */
export function TwoStepCodeForm({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: (answer: SignedInAnswer) => void;
  onBack: () => void;
}) {
  const t = useTexts(twoStep);
  const say = useTexts(common);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(errorText((await twoStepContract()).twoStepMessages.codeRequired));
      return;
    }
    setError(null);
    setFailure(null);
    setSubmitting(true);
    try {
      onSignedIn(await loginWithCode({ challenge, code }));
    } catch (caught) {
      setFailure(errorMessage(caught));
      if (caught instanceof ApiError && caught.status === 401) setCode('');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Title order={1} size="h2">
          {t('twoStep.title')}
        </Title>
        <Text size="sm">{t('twoStep.enterCode')}</Text>
        <TextInput
          label={t('twoStep.code')}
          name="code"
          autoComplete="one-time-code"
          // The browser offers the digits keyboard on a phone; recovery codes have letters, so text stays allowed.
          inputMode="text"
          autoFocus
          value={code}
          error={error}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t('twoStep.verify')}
          </Button>
          <Button type="button" variant="default" onClick={onBack}>
            {say('common.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
