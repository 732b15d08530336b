import { Button } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import type { GpaDependentRecordRow } from '@trust/contract/gpa';
import { Link } from 'react-router';
import { useDependentGpaRecords } from '../features/gpa/get-dependent-gpa-records';
import { gpaRecordColumns } from '../features/gpa/gpa-record-columns';
import { useVoidDependentGpaRecord } from '../features/gpa/void-dependent-gpa-record';
import { MemberRecords } from '../ui/member-records';
import { ForRole } from '../ui/signed-in';

const COLUMNS = gpaRecordColumns<GpaDependentRecordRow>([
  { header: 'Name', accessorKey: 'DEPENDENT_NAME' },
  { header: 'Date of birth', cell: ({ row }) => formatDisplayDate(row.original.DOB) },
  { header: 'Sex', accessorKey: 'DEPENDENT_SEX' },
]);

export default function CheckDependentGpa() {
  return (
    <MemberRecords
      title="Find GPAIS dependent"
      label="Dependent GPAIS records"
      placeholder="Enter ID Number"
      actions={
        <ForRole needs="STAFF">
          <Button component={Link} to="/add-dependent-gpa-record" variant="light">
            Add/Renew Dependent
          </Button>
        </ForRole>
      }
      columns={COLUMNS}
      printPath="/print-dependent-gpa-record"
      useRecords={useDependentGpaRecords}
      useVoid={useVoidDependentGpaRecord}
    />
  );
}
