import { Code, Stack, Table, Text, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { type AuditRow, changedFields } from '@trust/contract/audit';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { type AuditFilter, useAudit } from '../features/audit/get-audit';
import { useTexts } from '../i18n/catalogue';
import { audit as auditTexts } from '../i18n/screens/audit.en';
import { common } from '../i18n/screens/common.en';
import { DateField } from '../ui/date-field';
import { FilterForm } from '../ui/filter-form';
import { Page } from '../ui/page';
import { PagedTable } from '../ui/paged-table';
import { atInIndia, recordedValue } from '../ui/recorded-value';
import { usePaging } from '../ui/use-paging';

const EMPTY: AuditFilter = { memberId: '', user: '', fromDate: '', toDate: '' };

/** Before and after of one change, field by field; a creation or deletion shows its whole record. */
function Change({ row }: { row: AuditRow }) {
  const t = useTexts(auditTexts);
  const fields = changedFields(row.before, row.after);
  if (fields.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('audit.noFieldChanges')}
      </Text>
    );
  return (
    <Table fz="xs" withTableBorder verticalSpacing={2}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('audit.field')}</Table.Th>
          <Table.Th>{t('audit.before')}</Table.Th>
          <Table.Th>{t('audit.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((f) => (
          <Table.Tr key={f.field}>
            <Table.Td>{f.field}</Table.Td>
            <Table.Td>
              <Code style={{ whiteSpace: 'pre-wrap' }}>{recordedValue(f.before)}</Code>
            </Table.Td>
            <Table.Td>
              <Code style={{ whiteSpace: 'pre-wrap' }}>{recordedValue(f.after)}</Code>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type Say = ReturnType<typeof useTexts<typeof auditTexts>>;

/** An action by the name the server stores, in the language shown; one the catalogue lacks as stored. */
function actionText(t: Say, action: string): string {
  const id = `audit.action.${action}`;
  return id in auditTexts ? t(id as keyof typeof auditTexts) : action;
}

function auditColumns(t: Say, action: string): ColumnDef<AuditRow>[] {
  return [
    { header: t('audit.when'), cell: ({ row }) => atInIndia(row.original.at) },
    { header: t('audit.who'), accessorKey: 'actor' },
    { header: action, cell: ({ row }) => actionText(t, row.original.action) },
    // A cash day is recorded under its date, shown as every screen shows a date.
    { header: t('audit.record'), cell: ({ row }) => `${row.original.entity} ${recordedValue(row.original.entity_id)}` },
    {
      header: t('audit.member'),
      cell: ({ row }) =>
        row.original.member_id ? <Link to={`/member/${row.original.member_id}`}>{row.original.member_id}</Link> : '',
    },
    { header: t('audit.beforeAndAfter'), cell: ({ row }) => <Change row={row.original} /> },
  ];
}

/** Who changed what and when; read only: the app offers no way to edit or delete the trail. */
export default function Audit() {
  const t = useTexts(auditTexts);
  const say = useTexts(common);
  const columns = useMemo(() => auditColumns(t, say('common.action')), [t, say]);
  const paging = usePaging(20);
  const [draft, setDraft] = useState<AuditFilter>(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>(EMPTY);
  const audit = useAudit(filter, paging.limit, paging.offset);
  const field = (key: keyof AuditFilter) => ({
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: e.currentTarget.value }),
  });

  return (
    <Page title={t('audit.title')}>
      <FilterForm
        onFilter={() => {
          setFilter(draft);
          paging.setPage(1);
        }}
        onClear={() => {
          setDraft(EMPTY);
          setFilter(EMPTY);
          paging.setPage(1);
        }}
      >
        <TextInput label={t('audit.memberId')} {...field('memberId')} />
        <TextInput label={t('audit.user')} {...field('user')} />
        <DateField
          label={t('audit.from')}
          value={draft.fromDate}
          onChange={(fromDate) => setDraft({ ...draft, fromDate })}
        />
        <DateField label={t('audit.to')} value={draft.toDate} onChange={(toDate) => setDraft({ ...draft, toDate })} />
      </FilterForm>
      <Stack>
        <PagedTable
          label={t('audit.table')}
          columns={columns}
          getRowId={(r) => String(r.id)}
          paging={paging}
          data={audit.data?.data ?? []}
          total={audit.data?.total ?? 0}
          isFetching={audit.isFetching}
          error={audit.isError ? errorMessage(audit.error) : null}
          emptyMessage={t('audit.empty')}
        />
      </Stack>
    </Page>
  );
}
