import { Button, Group, SegmentedControl } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { RENEWAL_STATES, RENEWAL_WINDOW_DAYS, type RenewalRow, type RenewalState } from '@trust/contract/dashboard';
import { formatDisplayDate } from '@trust/contract/dates';
import { SUBSCRIPTION_KINDS, type SubscriptionKind, subscriptionKind } from '@trust/contract/reminder';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../api/client';
import { useRenewals } from '../features/dashboard/get-renewals';
import { ReminderActions } from '../features/reminders/reminder-actions';
import { MemberLink } from '../ui/member-link';
import { Page } from '../ui/page';
import { PagedTable } from '../ui/paged-table';
import { ForRole } from '../ui/signed-in';
import { usePaging } from '../ui/use-paging';

const KIND_LABELS: Record<SubscriptionKind, string> = { membership: 'Membership', mediclaim: 'Mediclaim' };
const STATE_LABELS: Record<RenewalState, string> = {
  active: 'Active',
  due: `Due in ${RENEWAL_WINDOW_DAYS} days`,
  expired: `Expired, last ${RENEWAL_WINDOW_DAYS} days`,
};

function title(kind: SubscriptionKind, state: RenewalState): string {
  const plural = kind === 'membership' ? 'Memberships' : 'Mediclaims';
  if (state === 'active') return `Active ${plural}`;
  if (state === 'due') return `${KIND_LABELS[kind]} renewals due in the next ${RENEWAL_WINDOW_DAYS} days`;
  return `${plural} expired in the last ${RENEWAL_WINDOW_DAYS} days`;
}

const renewPath = (kind: SubscriptionKind, id: string) =>
  kind === 'membership'
    ? `/renew-subscription/${encodeURIComponent(id)}`
    : `/renew-membership/${encodeURIComponent(id)}`;

const asState = (value: string | null): RenewalState =>
  (RENEWAL_STATES as readonly string[]).includes(value ?? '') ? (value as RenewalState) : 'due';

function RenewalList({ kind, state }: { kind: SubscriptionKind; state: RenewalState }) {
  const paging = usePaging();
  const renewals = useRenewals({ kind, state, limit: paging.limit, offset: paging.offset });

  const columns = useMemo<ColumnDef<RenewalRow>[]>(() => {
    const base: ColumnDef<RenewalRow>[] = [
      { header: 'ID', accessorKey: 'ID_NUMBER' },
      {
        header: 'NAME',
        cell: ({ row }) => <MemberLink memberId={row.original.ID_NUMBER}>{row.original.MEMBER_NAME}</MemberLink>,
      },
      { header: 'MOBILE', accessorKey: 'MOBILE' },
      { header: 'WHATSAPP', accessorKey: 'WHATSAPP' },
      {
        header: state === 'expired' ? 'EXPIRED ON' : 'EXPIRY DATE',
        cell: ({ row }) => formatDisplayDate(row.original.EXPIRY_DATE),
      },
    ];
    if (state === 'active') return base;
    return [
      ...base,
      {
        id: 'action',
        header: 'ACTION',
        cell: ({ row }) => (
          <Group gap={6} wrap="nowrap">
            <ReminderActions member={row.original} kind={kind} expiryDate={row.original.EXPIRY_DATE} />
            {state === 'expired' ? (
              <ForRole needs="STAFF">
                <Button component={Link} to={renewPath(kind, row.original.ID_NUMBER)} size="compact-sm">
                  Renew
                </Button>
              </ForRole>
            ) : null}
          </Group>
        ),
      },
    ];
  }, [kind, state]);

  return (
    <PagedTable
      label={title(kind, state)}
      columns={columns}
      getRowId={(row) => row.ID_NUMBER}
      paging={paging}
      data={renewals.data?.data ?? []}
      total={renewals.data?.total ?? 0}
      isFetching={renewals.isFetching}
      error={renewals.isError ? errorMessage(renewals.error) : null}
      emptyMessage="No member in this list"
    />
  );
}

/** The members behind each renewal figure of the dashboard, with reminders for those due or lapsed. */
export default function Renewals() {
  const [params, setParams] = useSearchParams();
  const kind = subscriptionKind(params.get('kind')) ?? 'membership';
  const state = asState(params.get('state'));

  return (
    <Page
      title={title(kind, state)}
      actions={
        <Button component={Link} to="/dashboard" variant="default">
          Back
        </Button>
      }
    >
      <Group gap="md">
        <SegmentedControl
          aria-label="Subscription"
          value={kind}
          onChange={(value) => setParams({ kind: value, state })}
          data={SUBSCRIPTION_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
        />
        <SegmentedControl
          aria-label="Standing"
          value={state}
          onChange={(value) => setParams({ kind, state: value })}
          data={RENEWAL_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
        />
      </Group>
      {/* A new list starts again at its first page. */}
      <RenewalList key={`${kind}-${state}`} kind={kind} state={state} />
    </Page>
  );
}
