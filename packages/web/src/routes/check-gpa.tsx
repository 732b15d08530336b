import { Button } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import type { GpaRecordRow } from '@trust/contract/gpa';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useGpaRecords } from '../features/gpa/get-gpa-records';
import { gpaRecordColumns } from '../features/gpa/gpa-record-columns';
import { useVoidGpaRecord } from '../features/gpa/void-gpa-record';
import { useTexts } from '../i18n/catalogue';
import { gpa } from '../i18n/screens/gpa.en';
import { MemberRecords } from '../ui/member-records';
import { ForRole } from '../ui/signed-in';

export default function CheckGpa() {
  const t = useTexts(gpa);
  const columns = useMemo(
    () =>
      gpaRecordColumns<GpaRecordRow>(t, [
        { header: t('gpa.column.name'), accessorKey: 'MEMBER_NAME' },
        { header: t('gpa.column.dateOfBirth'), cell: ({ row }) => formatDisplayDate(row.original.DATE_OF_BIRTH) },
        { header: t('gpa.column.sex'), accessorKey: 'SEX' },
      ]),
    [t],
  );
  return (
    <MemberRecords
      title={t('gpa.findMember')}
      label={t('gpa.records')}
      placeholder={t('gpa.enterId')}
      actions={
        <ForRole needs="STAFF">
          <Button component={Link} to="/add-gpa-record" variant="light">
            {t('gpa.addRenewMember')}
          </Button>
        </ForRole>
      }
      columns={columns}
      printPath="/print-gpa-record"
      useRecords={useGpaRecords}
      useVoid={useVoidGpaRecord}
    />
  );
}
