import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../api/client';
import { useConfirmOptOut, useOptOutLink } from '../features/reminders/member-reminders-api';
import { Page } from '../ui/page';

/**
 * The page a reminder e-mail's foot links to, opened by the member without signing in: what the
 * link stops (e-mail reminders from the trust), a button to confirm, and the outcome.
 */
export default function OptOut() {
  const { token = '' } = useParams();
  const link = useOptOutLink(token);
  const stop = useConfirmOptOut(token);

  let content = null;
  if (link.isPending)
    content = (
      <Center p="md">
        <Loader aria-label="Loading" />
      </Center>
    );
  else if (link.isError)
    content = (
      <Alert color="red" variant="light">
        {link.error instanceof ApiError && link.error.status === 404
          ? 'This link is not valid. Use the link at the foot of the latest reminder e-mail.'
          : errorMessage(link.error)}
      </Alert>
    );
  else if (link.data.optedOut)
    content = (
      <Alert color="teal" variant="light" title="You will get no more e-mail reminders">
        {link.data.trustName} sends you no renewal reminders by e-mail from now on. To have them again, ask the trust's
        office.
      </Alert>
    );
  else
    content = (
      <Stack gap="sm">
        <Text>
          {link.data.trustName} e-mails you a reminder when your membership or mediclaim is due for renewal. Confirm
          below to stop these e-mails. Reminders by WhatsApp or SMS, if you get them, are not changed.
        </Text>
        {stop.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(stop.error)}
          </Alert>
        ) : null}
        <div>
          <Button color="red" onClick={() => stop.mutate()} loading={stop.isPending}>
            Stop e-mail reminders
          </Button>
        </div>
      </Stack>
    );

  return (
    <Page title="E-mail reminders" maw={640}>
      {content}
    </Page>
  );
}
