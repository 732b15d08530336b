import { Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import type { TwoStepEnrolment } from '@trust/contract/two-step';
import { twoStepMessages } from '@trust/contract/two-step';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../api/client';
import { errorText, useTexts } from '../../i18n/catalogue';
import { common } from '../../i18n/screens/common.en';
import { twoStep } from '../../i18n/screens/two-step.en';
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
  const t = useTexts(twoStep);
  const say = useTexts(common);
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
        <Text>{t('twoStep.begin')}</Text>
        <PasswordForm
          submitLabel={t('twoStep.beginButton')}
          onSubmit={async (password) => setEnrolment(await start.mutateAsync({ password }))}
          onCancel={onCancel}
        />
      </Stack>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(errorText(twoStepMessages.codeRequired));
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
        <Text>{t('twoStep.scan')}</Text>
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
          alt={t('twoStep.qrCode')}
          w={200}
          h={200}
          bg="white"
        />
        <Text size="sm">
          {t('twoStep.cannotScan')}{' '}
          <Text span ff="monospace" fw={700}>
            {grouped(enrolment.secret)}
          </Text>
        </Text>
        <Text>{t('twoStep.typeCode')}</Text>
        <TextInput
          label={t('twoStep.codeFromApp')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maw={200}
          value={code}
          error={error}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('twoStep.turnOn')}
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
