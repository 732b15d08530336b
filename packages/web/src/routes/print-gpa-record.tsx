import { useGpaRecord } from '../features/gpa/get-gpa-record';
import { GpaReceiptPage } from '../features/gpa/gpa-receipt-page';

export default function PrintGpaRecord() {
  return <GpaReceiptPage useRecord={useGpaRecord} findPath="/check-gpa" isDependent={false} />;
}
