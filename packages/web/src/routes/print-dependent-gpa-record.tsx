import { useDependentGpaRecord } from '../features/gpa/get-dependent-gpa-record';
import { GpaReceiptPage } from '../features/gpa/gpa-receipt-page';

export default function PrintDependentGpaRecord() {
  return <GpaReceiptPage useRecord={useDependentGpaRecord} findPath="/check-dependent-gpa" isDependent />;
}
