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
import { errorText, useTexts } from '../i18n/catalogue';
import { cashbook } from '../i18n/screens/cashbook.en';
import { common } from '../i18n/screens/common.en';
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
  const t = useTexts(cashbook);
  const can = useCan();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('cashbook.closedBy', { name: day.closedBy ?? '—', at: recordedValue(day.closedAt) })}
      </Text>
      {day.remark ? <Text size="sm">{t('cashbook.remark', { remark: day.remark })}</Text> : null}
      <Group>
        {can('ADMIN') ? (
          <Button variant="light" color="red" onClick={onReopen}>
            {t('cashbook.reopenDay')}
          </Button>
        ) : (
          <DisabledWithReason variant="light" reason={errorText(roleNeeded.ADMIN)}>
            {t('cashbook.reopenDay')}
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
  const t = useTexts(cashbook);
  const tc = useTexts(common);
  const { date = '' } = useParams();
  const day = useCashDay(date);
  const queryClient = useQueryClient();
  const can = useCan();
  const isStaff = can('STAFF');
  const reload = () => queryClient.invalidateQueries({ queryKey: [CASHBOOK_KEY] });

  const close = async (counted: Record<string, number>, remark: string) => {
    await closeDay(date, { counted, remark });
    await reload();
    await notice(t('cashbook.closedNotice'), errorText(cashbookMessages.closed), 'success');
  };

  const reopen = async () => {
    const reason = await askReason({
      title: errorText(cashbookMessages.reopenTitle),
      text: t('cashbook.reopenText'),
      subject: t('cashbook.daySubject', { date: formatDisplayDate(date) }),
      confirmLabel: t('cashbook.reopenDay'),
      cancelLabel: tc('common.cancel'),
    });
    if (reason === null) return;
    try {
      await reopenDay(date, reason);
      await reload();
      await notice(t('cashbook.reopenedNotice'), errorText(cashbookMessages.reopened), 'success');
    } catch (error) {
      await notice(t('cashbook.failed'), errorMessage(error), 'error');
    }
  };

  const deposit = async (input: DepositInput) => {
    await addDeposit(date, input);
    await reload();
    await notice(t('cashbook.depositedNotice'), errorText(cashbookMessages.deposited), 'success');
  };

  const credit = async (d: DepositRow, on: string) => {
    try {
      await creditDeposit(d.id, on);
      await reload();
      await notice(t('cashbook.creditedNotice'), errorText(cashbookMessages.credited), 'success');
      return true;
    } catch (error) {
      await notice(t('cashbook.failed'), errorMessage(error), 'error');
      return false;
    }
  };

  const back = (
    <Button component={Link} to="/cash-book" variant="default">
      {t('cashbook.title')}
    </Button>
  );
  if (day.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={tc('common.loading')} />
      </Center>
    );
  }
  if (day.isError) {
    return (
      <Page title={t('cashbook.title')} actions={back}>
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
      title={t('cashbook.dayTitle', { date: formatDisplayDate(d.date) })}
      actions={
        <>
          <DayStatusBadge status={d.status} size="lg" />
          {back}
        </>
      }
    >
      <Section title={t('cashbook.byMode')}>
        <DayCount key={`${d.status}-${d.history.length}`} day={d} canCount={isStaff} onClose={close} />
      </Section>
      {isClosed ? <Closed day={d} onReopen={() => void reopen()} /> : null}
      <DayHistory day={d} />
      <Section title={t('cashbook.byUser')}>
        <ByUserTable rows={d.byUser} />
      </Section>
      <Section title={t('cashbook.cheques')}>
        <ChequesTable cheques={d.cheques} />
      </Section>
      <Section title={t('cashbook.deposits')}>
        <Stack gap="sm">
          <DepositsTable deposits={d.deposits} canCredit={isStaff} onCredit={credit} />
          {isClosed && isStaff && hasToDeposit(d) ? (
            <DepositForm key={d.deposits.length} day={d} onDeposit={deposit} />
          ) : null}
          {isClosed && isStaff && !hasToDeposit(d) ? (
            <Text size="sm" c="dimmed">
              {t('cashbook.nothingToDeposit')}
            </Text>
          ) : null}
          {!isClosed && isStaff ? (
            <Text size="sm" c="dimmed">
              {errorText(cashbookMessages.depositDayOpen)}.
            </Text>
          ) : null}
        </Stack>
      </Section>
      <Section title={t('cashbook.bouncedOnDay')}>
        <BouncedTable rows={d.bounced} />
      </Section>
    </Page>
  );
}
