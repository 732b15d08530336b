import { Alert, Button, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CHANNEL_NAMES, type ChannelName, type OptOut } from '@trust/contract/reminders';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { notice } from '../../ui/dialogs';
import { atInIndia } from '../../ui/recorded-value';
import { useChangeOptOuts, useOptOuts } from './member-reminders-api';

const OPT_OUT_LABELS: Record<ChannelName, string> = {
  email: 'No e-mail reminders',
  whatsapp: 'No WhatsApp reminders',
  sms: 'No SMS reminders',
};

/** Who set an opt-out and when: a member of staff, or the member by the link in an e-mail. */
const setByLine = (o: OptOut) =>
  o.source === 'member'
    ? `Set by the member through the e-mail's link on ${atInIndia(o.setAt)}`
    : `Set by ${o.setBy} on ${atInIndia(o.setAt)}`;

function Choices({ memberId, saved }: { memberId: string; saved: OptOut[] }) {
  const change = useChangeOptOuts(memberId);
  const [chosen, setChosen] = useState<ChannelName[]>(saved.map((o) => o.channel));
  const save = async () => {
    try {
      await change.mutateAsync(CHANNEL_NAMES.filter((c) => chosen.includes(c)));
      await notice('Updated', 'The reminder choices are saved; the next run follows them.', 'success');
    } catch (error) {
      await notice('Failed', errorMessage(error), 'error');
    }
  };
  return (
    <Stack gap="xs">
      {CHANNEL_NAMES.map((channel) => {
        const set = saved.find((o) => o.channel === channel);
        return (
          <Checkbox
            key={channel}
            label={OPT_OUT_LABELS[channel]}
            description={set ? setByLine(set) : undefined}
            checked={chosen.includes(channel)}
            onChange={(e) =>
              setChosen(e.currentTarget.checked ? [...chosen, channel] : chosen.filter((c) => c !== channel))
            }
          />
        );
      })}
      <Group>
        <Button variant="light" onClick={() => void save()} loading={change.isPending}>
          Save reminder choices
        </Button>
      </Group>
    </Stack>
  );
}

/** On the member's form: the channels the member gets no reminders by, saved on their own. */
export function OptOutsForm({ memberId }: { memberId: string }) {
  const optOuts = useOptOuts(memberId);
  let content = null;
  if (optOuts.isPending) content = <Loader size="sm" aria-label="Loading" />;
  else if (optOuts.isError)
    content = (
      <Alert color="red" variant="light">
        {errorMessage(optOuts.error)}
      </Alert>
    );
  else
    content = (
      <Choices
        key={optOuts.data.map((o) => `${o.channel}${o.setAt}`).join()}
        memberId={memberId}
        saved={optOuts.data}
      />
    );
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="reminder-choices">
      <Stack gap="xs">
        <Title order={2} size="h4" id="reminder-choices">
          Reminders
        </Title>
        <Text size="sm" c="dimmed">
          The channels this member gets no renewal reminders by.
        </Text>
        {content}
      </Stack>
    </Paper>
  );
}
