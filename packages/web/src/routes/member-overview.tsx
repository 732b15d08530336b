import { Alert, Badge, Button, Center, Group, Loader, Menu, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { aadhaarMessages } from '@trust/contract/aadhaar';
import { renewalState } from '@trust/contract/dashboard';
import { formatDisplayDate, todayInIndia } from '@trust/contract/dates';
import { canAddDependent, memberMessages } from '@trust/contract/member';
import type { MemberOverview as Overview, SubscriptionSummary } from '@trust/contract/overview';
import { membershipNumber } from '@trust/contract/receipt';
import type { SubscriptionKind } from '@trust/contract/reminder';
import { type ReactNode, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../api/client';
import { BounceAction } from '../features/cashbook/bounce-action';
import { exportPersonalData } from '../features/members/personal-data';
import { useMemberOverview } from '../features/overview/get-member-overview';
import { HistoryTable } from '../features/overview/history-table';
import { MemberFacts } from '../features/overview/member-facts';
import {
  DependentsTable,
  GpaTables,
  MiscTable,
  PaymentTables,
  printCounts,
  type ReceiptAction,
} from '../features/overview/record-tables';
import { SubscriptionCard } from '../features/overview/subscription-card';
import { MemberReminders } from '../features/reminders/member-reminders';
import { useMemberReminders } from '../features/reminders/member-reminders-api';
import { ReminderActions } from '../features/reminders/reminder-actions';
import { errorText, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { overview as overviewTexts } from '../i18n/screens/overview.en';
import { DisabledWithReason } from '../ui/disabled-with-reason';
import { Page } from '../ui/page';
import { ForRole } from '../ui/signed-in';
import { useTrustSettings } from '../ui/trust-settings';

const encoded = encodeURIComponent;
const printLink = (id: string, type: string) => `/print-report/${encoded(id)}?type=${encoded(type)}`;

/** A link button, or the same button disabled with the reason beside it. */
function Action({ to, label, disabledReason }: { to: string; label: string; disabledReason: string | null }) {
  if (disabledReason) return <DisabledWithReason reason={disabledReason}>{label}</DisabledWithReason>;
  return (
    <Button component={Link} to={to} variant="light">
      {label}
    </Button>
  );
}

type T = ReturnType<typeof useTexts<typeof overviewTexts>>;

function activeReason(
  t: T,
  what: 'overview.membershipActive' | 'overview.mediclaimActive',
  summary: SubscriptionSummary,
): string | null {
  return summary.STATUS === 'ACTIVE' ? t(what, { date: formatDisplayDate(summary.EXPIRY_DATE) }) : null;
}

function Actions({ overview }: { overview: Overview }) {
  const t = useTexts(overviewTexts);
  const { member, dependents, membership, mediclaim } = overview;
  const id = member.ID_NUMBER;
  return (
    <>
      <ForRole needs="STAFF">
        <Button component={Link} to={`/update-member/${encoded(id)}`}>
          {t('overview.edit')}
        </Button>
        <Action
          to={`/add-dependent?memberId=${encoded(id)}`}
          label={t('overview.addDependent')}
          disabledReason={canAddDependent(member.FAMILY_GROUP, dependents.length) ? null : t('overview.maxDependents')}
        />
        <Action
          to={`/renew-subscription/${encoded(id)}`}
          label={t('overview.renewMembership')}
          disabledReason={activeReason(t, 'overview.membershipActive', membership)}
        />
        <Action
          to={`/renew-membership/${encoded(id)}`}
          label={t('overview.renewMediclaim')}
          disabledReason={activeReason(t, 'overview.mediclaimActive', mediclaim)}
        />
      </ForRole>
      <Menu shadow="md" position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default">{t('overview.printReceipts')}</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={printLink(id, 'Membership')} disabled={!membership.RECEIPT_NO}>
            {t('overview.membershipReceipt')}
          </Menu.Item>
          <Menu.Item component={Link} to={printLink(id, 'Mediclaim Subscription')} disabled={!mediclaim.RECEIPT_NO}>
            {t('overview.mediclaimReceipt')}
          </Menu.Item>
          <Menu.Item component={Link} to={printLink(id, 'Registration')}>
            {t('overview.registrationReceipt')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ForRole needs="ADMIN">
        <Button variant="default" onClick={() => void exportPersonalData(id)}>
          {errorText(aadhaarMessages.exportPersonalData)}
        </Button>
      </ForRole>
    </>
  );
}

/** Bounce beside every cheque receipt that still stands, for staff. */
const bounceAction: ReceiptAction = (receipt) => <BounceAction receipt={receipt} />;

/** A tab's name with how many records it holds. */
function TabLabel({ label, count }: { label: string; count: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      {label}
      <Badge size="sm" variant="light" color="gray" circle={count < 10}>
        {count}
      </Badge>
    </Group>
  );
}

function Subscription({ overview, kind }: { overview: Overview; kind: SubscriptionKind }) {
  const t = useTexts(overviewTexts);
  const summary = overview[kind];
  // Staff remind a member whose subscription is due, has lapsed, or was never paid; not one well within its term.
  const needsReminder = renewalState(summary.EXPIRY_DATE, todayInIndia()) !== 'active';
  const reminder: ReactNode = needsReminder ? (
    <ReminderActions member={overview.member} kind={kind} expiryDate={summary.EXPIRY_DATE} />
  ) : null;
  return (
    <SubscriptionCard
      title={t(kind === 'membership' ? 'overview.membership' : 'overview.mediclaim')}
      summary={summary}
      reminder={reminder}
    />
  );
}

/** One member on one page: particulars, subscriptions, every record, the history, and what can be done next. */
export default function MemberOverview() {
  const { id = '' } = useParams();
  const overview = useMemberOverview(id);
  const { membershipPrefix } = useTrustSettings();
  const printed = useMemo(() => printCounts(overview.data?.prints ?? []), [overview.data]);
  const reminders = useMemberReminders(id);
  const t = useTexts(overviewTexts);
  const tCommon = useTexts(common);

  if (overview.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={tCommon('common.loading')} />
      </Center>
    );
  }
  if (overview.isError) {
    const isUnknown = overview.error instanceof ApiError && overview.error.status === 404;
    return (
      <Page
        title={t('overview.title')}
        actions={
          <Button component={Link} to="/search-member" variant="default">
            {t('overview.searchMember')}
          </Button>
        }
      >
        <Alert color="red" variant="light">
          {isUnknown ? errorText(memberMessages.memberNotFound) : errorMessage(overview.error)}
        </Alert>
      </Page>
    );
  }

  const data = overview.data;
  const { member } = data;
  const paymentCount = data.membershipPayments.length + data.mediclaimPayments.length;
  const gpaCount = data.gpaRecords.length + data.dependentGpaRecords.length;
  return (
    <Page title={t('overview.title')} actions={<Actions overview={data} />}>
      <div>
        <Title order={2} size="h3">
          {member.MEMBER_NAME}
        </Title>
        <Text size="sm" c="dimmed">
          {t('overview.ids', { id: member.ID_NUMBER, number: membershipNumber(membershipPrefix, member.ID_NUMBER) })}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Subscription overview={data} kind="membership" />
        <Subscription overview={data} kind="mediclaim" />
      </SimpleGrid>
      <MemberFacts member={member} />
      <Tabs defaultValue="payments" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="payments">
            <TabLabel label={t('overview.tabPayments')} count={paymentCount} />
          </Tabs.Tab>
          <Tabs.Tab value="dependents">
            <TabLabel label={t('overview.tabDependents')} count={data.dependents.length} />
          </Tabs.Tab>
          <Tabs.Tab value="misc">
            <TabLabel label={t('overview.tabMisc')} count={data.miscReceipts.length} />
          </Tabs.Tab>
          <Tabs.Tab value="gpa">
            <TabLabel label={t('overview.tabGpa')} count={gpaCount} />
          </Tabs.Tab>
          <Tabs.Tab value="reminders">
            <TabLabel label={t('overview.tabReminders')} count={reminders.data?.length ?? 0} />
          </Tabs.Tab>
          <Tabs.Tab value="history">
            <TabLabel label={t('overview.tabHistory')} count={data.audit.total} />
          </Tabs.Tab>
        </Tabs.List>
        <Stack pt="sm">
          <Tabs.Panel value="payments">
            <PaymentTables
              membership={data.membershipPayments}
              mediclaim={data.mediclaimPayments}
              printed={printed}
              action={bounceAction}
            />
          </Tabs.Panel>
          <Tabs.Panel value="dependents">
            <DependentsTable dependents={data.dependents} />
          </Tabs.Panel>
          <Tabs.Panel value="misc">
            <MiscTable receipts={data.miscReceipts} printed={printed} action={bounceAction} />
          </Tabs.Panel>
          <Tabs.Panel value="gpa">
            <GpaTables
              member={data.gpaRecords}
              dependents={data.dependentGpaRecords}
              printed={printed}
              action={bounceAction}
            />
          </Tabs.Panel>
          <Tabs.Panel value="reminders">
            <MemberReminders memberId={member.ID_NUMBER} />
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <HistoryTable audit={data.audit} />
          </Tabs.Panel>
        </Stack>
      </Tabs>
    </Page>
  );
}
