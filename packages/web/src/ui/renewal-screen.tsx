import { Alert, Button, Center, Divider, Loader, Stack, Title } from '@mantine/core';
import type { BounceFlag } from '@trust/contract/renewal';
import { renewalMessages } from '@trust/contract/renewal';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { errorText, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { renewals } from '../i18n/screens/renewals.en';
import { BounceFlagAlert } from './bounce-flag';
import { Page } from './page';

interface RenewalScreenProps {
  title: string;
  /** The status screen Back goes to. */
  backTo: string;
  memberId: string;
  /** The member's figures the screen shows before its form are still being read. */
  isPending: boolean;
  /** What shows while they are read; a spinner unless the kind says otherwise. */
  pendingView?: ReactNode;
  /** Reading them failed. */
  error: unknown;
  /** They were read and there is no such member. */
  isMissing: boolean;
  /** The lines under Member ID, as 'Label: value'. */
  facts: readonly (readonly [label: string, value: string])[];
  /** A cheque of this subscription that bounced, shown above the form. */
  bounced: BounceFlag | null | undefined;
  /** The form, or why there is none and the way on. */
  children: ReactNode;
}

/**
 * The screen that renews a subscription, mediclaim's or the membership's alike: Back to the status
 * screen, the member's ID and figures, a bounced cheque if there is one, then the kind's form. The
 * kinds differ only in their title, figures and form.
 */
export function RenewalScreen({
  title,
  backTo,
  memberId,
  isPending,
  pendingView,
  error,
  isMissing,
  facts,
  bounced,
  children,
}: RenewalScreenProps) {
  const t = useTexts(renewals);
  const tc = useTexts(common);
  let content: ReactNode;
  if (isPending)
    content = pendingView ?? (
      <Center p="md">
        <Loader aria-label={tc('common.loading')} />
      </Center>
    );
  else if (error)
    content = (
      <Alert color="red" variant="light">
        {errorMessage(error)}
      </Alert>
    );
  else if (isMissing)
    content = (
      <Alert color="red" variant="light">
        {errorText(renewalMessages.memberNotFound)}
      </Alert>
    );
  else
    content = (
      <Stack>
        <Stack gap={4}>
          {[[t('renewals.memberId'), memberId] as const, ...facts].map(([label, value]) => (
            <Title key={label} order={2} size="h4">
              {label}: {value}
            </Title>
          ))}
          <BounceFlagAlert flag={bounced} />
        </Stack>
        <Divider />
        {children}
      </Stack>
    );

  return (
    <Page
      title={title}
      maw={1100}
      actions={
        <Button component={Link} to={backTo} variant="default">
          {tc('common.back')}
        </Button>
      }
    >
      {content}
    </Page>
  );
}
