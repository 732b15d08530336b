import {
  expiryOutOfBounds,
  isValidPeriod,
  periodEndsInBounds,
  type RenewalPeriod,
  renewalMessages,
  renewalPeriod,
} from '@trust/contract/renewal';
import { badRequest } from '../../errors';

/**
 * The period a renewal pays for (mediclaim's and membership's alike), or a 400: the body may name
 * the member only as the path does, a lone expiry date may not precede today, the default issue, and
 * the default expiry of a late issue date may not run past 2099.
 */
export function checkedRenewalPeriod(
  memberId: string,
  input: { id_number: string; issue_date: string; expiry_date: string },
  today: string,
  defaultExpiry: (issueDate: string) => string,
): RenewalPeriod {
  if (input.id_number && input.id_number !== memberId) {
    throw badRequest(renewalMessages.idMismatch, [{ path: 'id_number', message: renewalMessages.idMismatch }]);
  }
  const period = renewalPeriod(input, today, defaultExpiry);
  if (!isValidPeriod(period)) {
    throw badRequest(renewalMessages.expiryBeforeIssue, [
      { path: 'expiry_date', message: renewalMessages.expiryBeforeIssue },
    ]);
  }
  if (!periodEndsInBounds(period)) {
    throw badRequest(expiryOutOfBounds, [{ path: 'expiry_date', message: expiryOutOfBounds }]);
  }
  return period;
}
