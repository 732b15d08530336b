import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CHANNEL_NAMES, type ChannelName, type ReminderSchedule, type ScheduleAnswer } from '@trust/contract/reminders';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/client';
import { atInIndia } from '../../ui/recorded-value';
import { CHANNEL_LABELS, dayLabel, KIND_LABELS } from './reminder-words';
import { useChangeSchedule, useChannels } from './reminders-api';

/** The channels the server can send by, each configured or not and through what, as the server says. */
export function ChannelsTable() {
  const channels = useChannels();
  if (channels.isPending) return <Loader size="sm" aria-label="Loading" />;
  if (channels.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(channels.error)}
      </Alert>
    );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder striped aria-label="Channels" maw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>CHANNEL</Table.Th>
            <Table.Th>STATE</Table.Th>
            <Table.Th>THROUGH</Table.Th>
            <Table.Th>PER MINUTE</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {channels.data.map((c) => (
            <Table.Tr key={c.channel}>
              <Table.Td>{CHANNEL_LABELS[c.channel]}</Table.Td>
              <Table.Td>
                {c.configured ? (
                  <Text size="sm" c="teal.9" fw={600}>
                    Configured
                  </Text>
                ) : (
                  <Text size="sm" c="red.9" fw={600}>
                    Not configured
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{c.configured ? c.detail : '—'}</Table.Td>
              <Table.Td>{c.configured ? c.perMinute.toLocaleString('en-IN') : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** When the daily run happens: REMINDERS_AT in India, and the next run once a kind is switched on. */
export function RunTime({ at, nextRunAt }: Pick<ScheduleAnswer, 'at' | 'nextRunAt'>) {
  if (!at) return <Text size="sm">The daily run is off (REMINDERS_AT is not set): reminders go only by Run now.</Text>;
  return (
    <Text size="sm">
      Reminders go every day at {at} India time (REMINDERS_AT).{' '}
      {nextRunAt ? `Next run: ${atInIndia(nextRunAt)}.` : 'No kind is switched on, so no run is due.'}
    </Text>
  );
}

const parseDays = (text: string): number[] =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

/** The channels in their order: those chosen first, most preferred first, then the others. */
const ordered = (chosen: ChannelName[]): ChannelName[] => [
  ...chosen,
  ...CHANNEL_NAMES.filter((c) => !chosen.includes(c)),
];

interface KindScheduleProps {
  schedule: ReminderSchedule;
  isAdmin: boolean;
}

/** One kind's schedule: on or off, the days around expiry, the channels in order of preference. */
function KindSchedule({ schedule, isAdmin }: KindScheduleProps) {
  const change = useChangeSchedule();
  const [enabled, setEnabled] = useState(schedule.enabled);
  const [days, setDays] = useState(schedule.days.join(', '));
  const [channels, setChannels] = useState<ChannelName[]>(schedule.channels);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const kind = KIND_LABELS[schedule.kind];
  const parsed = parseDays(days);

  const save = async () => {
    setError(null);
    setSaved('');
    try {
      await change.mutateAsync({ schedules: [{ kind: schedule.kind, enabled, days: parsed, channels }] });
      setSaved(`Saved: ${kind.toLowerCase()} reminders ${enabled ? 'on' : 'off'}`);
    } catch (e) {
      setError(e instanceof ApiError && e.issues[0] ? e.issues[0].message : errorMessage(e));
    }
  };

  const move = (channel: ChannelName) => {
    const at = channels.indexOf(channel);
    if (at <= 0) return;
    const next = [...channels];
    next.splice(at - 1, 2, channel, channels[at - 1] as ChannelName);
    setChannels(next);
  };

  return (
    <Paper withBorder p="sm" component="section" aria-label={`${kind} schedule`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {kind}
          </Title>
          <Switch
            label={`${kind} reminders on`}
            checked={enabled}
            disabled={!isAdmin}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
          />
        </Group>
        <TextInput
          label="Days around expiry"
          description={
            parsed.every(Number.isInteger)
              ? parsed.map(dayLabel).join(' · ')
              : 'Whole numbers: -30 is 30 days before expiry, 0 the day itself, 15 is 15 days after'
          }
          value={days}
          readOnly={!isAdmin}
          onChange={(e) => setDays(e.currentTarget.value)}
        />
        <Stack gap={4} role="group" aria-label={`${kind} channels, most preferred first`}>
          <Text size="sm" fw={500}>
            Channels, most preferred first
          </Text>
          {ordered(channels).map((channel) => {
            const rank = channels.indexOf(channel);
            return (
              <Group key={channel} gap="xs">
                <Checkbox
                  label={rank >= 0 ? `${rank + 1}. ${CHANNEL_LABELS[channel]}` : CHANNEL_LABELS[channel]}
                  aria-label={`${kind} by ${CHANNEL_LABELS[channel]}`}
                  checked={rank >= 0}
                  disabled={!isAdmin}
                  onChange={(e) =>
                    setChannels(
                      e.currentTarget.checked ? [...channels, channel] : channels.filter((c) => c !== channel),
                    )
                  }
                />
                {isAdmin && rank > 0 ? (
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Prefer ${CHANNEL_LABELS[channel]} for ${kind}`}
                    onClick={() => move(channel)}
                  >
                    ↑
                  </ActionIcon>
                ) : null}
              </Group>
            );
          })}
        </Stack>
        {schedule.updatedBy && schedule.updatedAt ? (
          <Text size="xs" c="dimmed">
            Last changed by {schedule.updatedBy} on {atInIndia(schedule.updatedAt)}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        ) : null}
        {isAdmin ? (
          <Group>
            <Button onClick={() => void save()} loading={change.isPending}>
              Save {kind.toLowerCase()} schedule
            </Button>
            <Text size="sm" c="teal.9" role="status">
              {saved}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Each kind's schedule side by side; only an admin changes them. */
export function SchedulePanel({ schedules, isAdmin }: { schedules: ReminderSchedule[]; isAdmin: boolean }) {
  return (
    <Stack gap="sm">
      {schedules.map((s) => (
        <KindSchedule key={s.kind} schedule={s} isAdmin={isAdmin} />
      ))}
    </Stack>
  );
}
