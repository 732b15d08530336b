import { Alert, Badge, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { twoStepMessages } from '@trust/contract/two-step';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { verifySession } from '../features/auth/auth-api';
import { PasswordForm } from '../features/two-step/password-form';
import { RecoveryCodes } from '../features/two-step/recovery-codes';
import { useNewRecoveryCodes, useTurnOffTwoStep, useTwoStepStatus } from '../features/two-step/two-step-api';
import { TwoStepSetup } from '../features/two-step/two-step-setup';
import { errorText, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { twoStep } from '../i18n/screens/two-step.en';
import { useNavigateNow } from '../ui/navigation';
import { Page } from '../ui/page';
import { useSignedIn } from '../ui/signed-in';

type Step = 'status' | 'set-up' | 'turn-off' | 'new-codes';

/**
 * One's own two-step sign-in: set it up (QR code, first code, recovery codes), make new recovery
 * codes, or turn it off (not for an admin while the trust requires it). An admin who must set it up
 * is sent here before anything else.
 */
export default function TwoStep() {
  const t = useTexts(twoStep);
  const say = useTexts(common);
  const requiredText = errorText(twoStepMessages.requiredForAdmins);
  const navigate = useNavigateNow();
  const { mustSetUpTwoStep } = useSignedIn();
  const status = useTwoStepStatus();
  const turnOff = useTurnOffTwoStep();
  const newCodes = useNewRecoveryCodes();
  const [step, setStep] = useState<Step>(mustSetUpTwoStep ? 'set-up' : 'status');
  const [codes, setCodes] = useState<string[] | null>(null);

  const setUpDone = async () => {
    await verifySession();
    notifications.show({ color: 'teal', message: errorText(twoStepMessages.enabledTitle) });
    if (mustSetUpTwoStep) navigate('/dashboard');
    else setStep('status');
  };

  let content = null;
  if (status.isPending)
    content = (
      <Center p="md">
        <Loader aria-label={say('common.loading')} />
      </Center>
    );
  else if (status.isError)
    content = (
      <Alert color="red" variant="light">
        {errorMessage(status.error)}
      </Alert>
    );
  else if (step === 'set-up')
    content = (
      <TwoStepSetup onDone={() => void setUpDone()} onCancel={mustSetUpTwoStep ? undefined : () => setStep('status')} />
    );
  else if (codes)
    content = (
      <RecoveryCodes
        codes={codes}
        onKept={() => {
          setCodes(null);
          setStep('status');
        }}
      />
    );
  else if (step === 'new-codes')
    content = (
      <Stack gap="sm">
        <Text>{t('twoStep.newCodesWarning')}</Text>
        <PasswordForm
          submitLabel={t('twoStep.makeNewCodes')}
          onSubmit={async (password) => setCodes((await newCodes.mutateAsync({ password })).recoveryCodes)}
          onCancel={() => setStep('status')}
        />
      </Stack>
    );
  else if (step === 'turn-off')
    content = (
      <Stack gap="sm">
        <Text>{t('twoStep.turnOffWarning')}</Text>
        <PasswordForm
          submitLabel={t('twoStep.turnOffTwoStep')}
          color="red"
          onSubmit={async (password) => {
            await turnOff.mutateAsync({ password });
            notifications.show({ message: errorText(twoStepMessages.disabled) });
            setStep('status');
          }}
          onCancel={() => setStep('status')}
        />
      </Stack>
    );
  else {
    const { enabled, recoveryCodesLeft, required } = status.data;
    content = (
      <Stack gap="sm">
        <Group gap="xs">
          <Text>{t('twoStep.is')}</Text>
          <Badge color={enabled ? 'teal' : 'gray'}>{enabled ? t('twoStep.on') : t('twoStep.off')}</Badge>
        </Group>
        <Text size="sm">
          {enabled ? t('twoStep.enabledHint', { left: recoveryCodesLeft }) : t('twoStep.disabledHint')}
        </Text>
        {required ? (
          <Text size="sm" c="dimmed">
            {t('twoStep.requiredNote', { required: requiredText })}
          </Text>
        ) : null}
        <Group>
          {enabled ? (
            <>
              <Button variant="light" onClick={() => setStep('new-codes')}>
                {t('twoStep.newCodes')}
              </Button>
              {required ? null : (
                <Button variant="light" color="red" onClick={() => setStep('turn-off')}>
                  {t('twoStep.turnOff')}
                </Button>
              )}
            </>
          ) : (
            <Button onClick={() => setStep('set-up')}>{t('twoStep.setUp')}</Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Page
      title={t('twoStep.title')}
      maw={720}
      actions={
        mustSetUpTwoStep ? null : (
          <Button component={Link} to="/dashboard" variant="default">
            {say('common.back')}
          </Button>
        )
      }
    >
      {mustSetUpTwoStep ? (
        <Alert color="yellow" variant="light">
          {t('twoStep.setUpToGoOn', { required: requiredText })}
        </Alert>
      ) : null}
      {content}
    </Page>
  );
}
