import {
  membershipPaymentRow,
  membershipRenewalInput,
  membershipStatusRow as statusRow,
} from '@trust/contract/subscription';
import { subscriptionRoutes as routesOf } from '../payments/subscription-routes';
import { membershipPaymentRows, membershipStatusRow, renewMembership, resetMembership } from './subscription.service';

/** The membership subscription: status, past payments, renewal and reset. */
export const subscriptionRoutes = routesOf({
  path: 'subscription',
  summaries: {
    status: "A member's membership status and latest payment",
    payments: "A member's membership payments, newest first",
    renew: 'Renew the membership: record a payment',
    reset: "Reset a member's active membership payment, with a reason",
  },
  statusRow,
  paymentRow: membershipPaymentRow,
  renewalInput: membershipRenewalInput,
  status: membershipStatusRow,
  payments: membershipPaymentRows,
  renew: renewMembership,
  reset: resetMembership,
});
