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
  const navigate = useNavigateNow();
  const { mustSetUpTwoStep } = useSignedIn();
  const status = useTwoStepStatus();
  const turnOff = useTurnOffTwoStep();
  const newCodes = useNewRecoveryCodes();
  const [step, setStep] = useState<Step>(mustSetUpTwoStep ? 'set-up' : 'status');
  const [codes, setCodes] = useState<string[] | null>(null);

  const setUpDone = async () => {
    await verifySession();
    notifications.show({ color: 'teal', message: twoStepMessages.enabledTitle });
    if (mustSetUpTwoStep) navigate('/dashboard');
    else setStep('status');
  };

  let content = null;
  if (status.isPending)
    content = (
      <Center p="md">
        <Loader aria-label="Loading" />
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
        <Text>New recovery codes replace the ones you have: the old ones stop working.</Text>
        <PasswordForm
          submitLabel="Make new recovery codes"
          onSubmit={async (password) => setCodes((await newCodes.mutateAsync({ password })).recoveryCodes)}
          onCancel={() => setStep('status')}
        />
      </Stack>
    );
  else if (step === 'turn-off')
    content = (
      <Stack gap="sm">
        <Text>Without two-step sign-in, your password alone signs you in.</Text>
        <PasswordForm
          submitLabel="Turn off two-step sign-in"
          color="red"
          onSubmit={async (password) => {
            await turnOff.mutateAsync({ password });
            notifications.show({ message: twoStepMessages.disabled });
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
          <Text>Two-step sign-in is</Text>
          <Badge color={enabled ? 'teal' : 'gray'}>{enabled ? 'ON' : 'OFF'}</Badge>
        </Group>
        <Text size="sm">
          {enabled
            ? `After your password, you type the code your authenticator app shows. ${recoveryCodesLeft} of 10 recovery codes left.`
            : 'After your password you would also type a code from an app on your phone, so a stolen password alone is not enough.'}
        </Text>
        {required ? (
          <Text size="sm" c="dimmed">
            {twoStepMessages.requiredForAdmins}.
          </Text>
        ) : null}
        <Group>
          {enabled ? (
            <>
              <Button variant="light" onClick={() => setStep('new-codes')}>
                New recovery codes
              </Button>
              {required ? null : (
                <Button variant="light" color="red" onClick={() => setStep('turn-off')}>
                  Turn off
                </Button>
              )}
            </>
          ) : (
            <Button onClick={() => setStep('set-up')}>Set up two-step sign-in</Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Page
      title="Two-step sign-in"
      maw={720}
      actions={
        mustSetUpTwoStep ? null : (
          <Button component={Link} to="/dashboard" variant="default">
            Back
          </Button>
        )
      }
    >
      {mustSetUpTwoStep ? (
        <Alert color="yellow" variant="light">
          {twoStepMessages.requiredForAdmins}. Set it up to go on.
        </Alert>
      ) : null}
      {content}
    </Page>
  );
}
