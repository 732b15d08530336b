import { Button } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import type { GpaRecordRow } from '@trust/contract/gpa';
import { Link } from 'react-router';
import { useGpaRecords } from '../features/gpa/get-gpa-records';
import { gpaRecordColumns } from '../features/gpa/gpa-record-columns';
import { useVoidGpaRecord } from '../features/gpa/void-gpa-record';
import { MemberRecords } from '../ui/member-records';
import { ForRole } from '../ui/signed-in';

const COLUMNS = gpaRecordColumns<GpaRecordRow>([
  { header: 'Name', accessorKey: 'MEMBER_NAME' },
  { header: 'Date of birth', cell: ({ row }) => formatDisplayDate(row.original.DATE_OF_BIRTH) },
  { header: 'Sex', accessorKey: 'SEX' },
]);

export default function CheckGpa() {
  return (
    <MemberRecords
      title="Find GPAIS member"
      label="GPAIS records"
      placeholder="Enter ID Number"
      actions={
        <ForRole needs="STAFF">
          <Button component={Link} to="/add-gpa-record" variant="light">
            Add/Renew Member
          </Button>
        </ForRole>
      }
      columns={COLUMNS}
      printPath="/print-gpa-record"
      useRecords={useGpaRecords}
      useVoid={useVoidGpaRecord}
    />
  );
}
