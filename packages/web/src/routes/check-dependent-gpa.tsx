import { Button } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import type { GpaDependentRecordRow } from '@trust/contract/gpa';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useDependentGpaRecords } from '../features/gpa/get-dependent-gpa-records';
import { gpaRecordColumns } from '../features/gpa/gpa-record-columns';
import { useVoidDependentGpaRecord } from '../features/gpa/void-dependent-gpa-record';
import { useTexts } from '../i18n/catalogue';
import { gpa } from '../i18n/screens/gpa.en';
import { MemberRecords } from '../ui/member-records';
import { ForRole } from '../ui/signed-in';

export default function CheckDependentGpa() {
  const t = useTexts(gpa);
  const columns = useMemo(
    () =>
      gpaRecordColumns<GpaDependentRecordRow>(t, [
        { header: t('gpa.column.name'), accessorKey: 'DEPENDENT_NAME' },
        { header: t('gpa.column.dateOfBirth'), cell: ({ row }) => formatDisplayDate(row.original.DOB) },
        { header: t('gpa.column.sex'), accessorKey: 'DEPENDENT_SEX' },
      ]),
    [t],
  );
  return (
    <MemberRecords
      title={t('gpa.findDependent')}
      label={t('gpa.dependentRecords')}
      placeholder={t('gpa.enterId')}
      actions={
        <ForRole needs="STAFF">
          <Button component={Link} to="/add-dependent-gpa-record" variant="light">
            {t('gpa.addRenewDependent')}
          </Button>
        </ForRole>
      }
      columns={columns}
      printPath="/print-dependent-gpa-record"
      useRecords={useDependentGpaRecords}
      useVoid={useVoidDependentGpaRecord}
    />
  );
}
