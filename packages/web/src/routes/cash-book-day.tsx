import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type CashDay, cashbookMessages, type DepositInput, type DepositRow } from '@trust/contract/cashbook';
import { formatDisplayDate } from '@trust/contract/dates';
import { roleNeeded } from '@trust/contract/roles';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../api/client';
import {
  addDeposit,
  CASHBOOK_KEY,
  closeDay,
  creditDeposit,
  reopenDay,
  useCashDay,
} from '../features/cashbook/cashbook-api';
import { DayCount } from '../features/cashbook/day-count';
import { BouncedTable, ByUserTable, ChequesTable, DayHistory } from '../features/cashbook/day-lists';
import { DepositForm, hasToDeposit } from '../features/cashbook/deposit-form';
import { DepositsTable } from '../features/cashbook/deposits-table';
import { DayStatusBadge } from '../features/cashbook/figures';
import { notice } from '../ui/dialogs';
import { DisabledWithReason } from '../ui/disabled-with-reason';
import { Page } from '../ui/page';
import { askReason } from '../ui/reason-dialog';
import { recordedValue } from '../ui/recorded-value';
import { useCan } from '../ui/signed-in';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h5" mb={6}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Who closed the day and when, its history, and Reopen for an admin (others see why not). */
function Closed({ day, onReopen }: { day: CashDay; onReopen: () => void }) {
  const can = useCan();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Closed by {day.closedBy ?? '—'} on {recordedValue(day.closedAt)}
      </Text>
      {day.remark ? <Text size="sm">Remark: {day.remark}</Text> : null}
      <Group>
        {can('ADMIN') ? (
          <Button variant="light" color="red" onClick={onReopen}>
            Reopen day
          </Button>
        ) : (
          <DisabledWithReason variant="light" reason={roleNeeded.ADMIN}>
            Reopen day
          </DisabledWithReason>
        )}
      </Group>
    </Stack>
  );
}

/**
 * One day of the cash book: the takings by mode and by user, the count and the close, then the
 * slips that take the cash and cheques to the bank, and the cheques that came back.
 */
export default function CashBookDay() {
  const { date = '' } = useParams();
  const day = useCashDay(date);
  const queryClient = useQueryClient();
  const can = useCan();
  const isStaff = can('STAFF');
  const reload = () => queryClient.invalidateQueries({ queryKey: [CASHBOOK_KEY] });

  const close = async (counted: Record<string, number>, remark: string) => {
    await closeDay(date, { counted, remark });
    await reload();
    await notice('Closed', cashbookMessages.closed, 'success');
  };

  const reopen = async () => {
    const reason = await askReason({
      title: cashbookMessages.reopenTitle,
      text: 'Receipts dated this day can be issued, voided and reset again until it is closed again.',
      subject: `Day ${formatDisplayDate(date)}`,
      confirmLabel: 'Reopen day',
      cancelLabel: 'Cancel',
    });
    if (reason === null) return;
    try {
      await reopenDay(date, reason);
      await reload();
      await notice('Reopened', cashbookMessages.reopened, 'success');
    } catch (error) {
      await notice('Failed', errorMessage(error), 'error');
    }
  };

  const deposit = async (input: DepositInput) => {
    await addDeposit(date, input);
    await reload();
    await notice('Deposited', cashbookMessages.deposited, 'success');
  };

  const credit = async (d: DepositRow, on: string) => {
    try {
      await creditDeposit(d.id, on);
      await reload();
      await notice('Credited', cashbookMessages.credited, 'success');
      return true;
    } catch (error) {
      await notice('Failed', errorMessage(error), 'error');
      return false;
    }
  };

  const back = (
    <Button component={Link} to="/cash-book" variant="default">
      Cash Book
    </Button>
  );
  if (day.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (day.isError) {
    return (
      <Page title="Cash Book" actions={back}>
        <Alert color="red" variant="light">
          {errorMessage(day.error)}
        </Alert>
      </Page>
    );
  }
  const d = day.data;
  const isClosed = d.status === 'CLOSED';
  return (
    <Page
      title={`Cash Book — ${formatDisplayDate(d.date)}`}
      actions={
        <>
          <DayStatusBadge status={d.status} size="lg" />
          {back}
        </>
      }
    >
      <Section title="Takings by mode of payment">
        <DayCount key={`${d.status}-${d.history.length}`} day={d} canCount={isStaff} onClose={close} />
      </Section>
      {isClosed ? <Closed day={d} onReopen={() => void reopen()} /> : null}
      <DayHistory day={d} />
      <Section title="By staff user">
        <ByUserTable rows={d.byUser} />
      </Section>
      <Section title="Cheques of the day">
        <ChequesTable cheques={d.cheques} />
      </Section>
      <Section title="Deposits">
        <Stack gap="sm">
          <DepositsTable deposits={d.deposits} canCredit={isStaff} onCredit={credit} />
          {isClosed && isStaff && hasToDeposit(d) ? (
            <DepositForm key={d.deposits.length} day={d} onDeposit={deposit} />
          ) : null}
          {isClosed && isStaff && !hasToDeposit(d) ? (
            <Text size="sm" c="dimmed">
              Nothing of this day is left to deposit.
            </Text>
          ) : null}
          {!isClosed && isStaff ? (
            <Text size="sm" c="dimmed">
              {cashbookMessages.depositDayOpen}.
            </Text>
          ) : null}
        </Stack>
      </Section>
      <Section title="Bounced on this day">
        <BouncedTable rows={d.bounced} />
      </Section>
    </Page>
  );
}
