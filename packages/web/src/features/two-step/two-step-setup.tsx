import { Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import type { TwoStepEnrolment } from '@trust/contract/two-step';
import { twoStepMessages } from '@trust/contract/two-step';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../api/client';
import { PasswordForm } from './password-form';
import { RecoveryCodes } from './recovery-codes';
import { useConfirmTwoStep, useStartTwoStep } from './two-step-api';

/** The key as the app's "enter a key" screen takes it, in groups of four for reading. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up two-step sign-in: the password again, then the QR code (and its key, to type instead)
 * for the authenticator app, then the app's first code; the recovery codes end it.
 */
export function TwoStepSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const start = useStartTwoStep();
  const confirm = useConfirmTwoStep();
  const [enrolment, setEnrolment] = useState<TwoStepEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onKept={onDone} />;

  if (!enrolment) {
    return (
      <Stack gap="sm">
        <Text>
          Type your password to begin. You need an authenticator app on your phone (any that takes a QR code).
        </Text>
        <PasswordForm
          submitLabel="Begin"
          onSubmit={async (password) => setEnrolment(await start.mutateAsync({ password }))}
          onCancel={onCancel}
        />
      </Stack>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(twoStepMessages.codeRequired);
      return;
    }
    setError(null);
    try {
      setCodes((await confirm.mutateAsync({ code })).recoveryCodes);
    } catch (caught) {
      setError((caught instanceof ApiError ? caught.issues[0]?.message : undefined) ?? errorMessage(caught));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text>1. In the authenticator app, add an account and scan this QR code.</Text>
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
          alt="QR code of your two-step sign-in key, for the authenticator app"
          w={200}
          h={200}
          bg="white"
        />
        <Text size="sm">
          Cannot scan it? Type this key into the app instead:{' '}
          <Text span ff="monospace" fw={700}>
            {grouped(enrolment.secret)}
          </Text>
        </Text>
        <Text>2. Type the 6-digit code the app now shows.</Text>
        <TextInput
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          maw={200}
          value={code}
          error={error}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            Turn on two-step sign-in
          </Button>
          {onCancel ? (
            <Button type="button" variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
