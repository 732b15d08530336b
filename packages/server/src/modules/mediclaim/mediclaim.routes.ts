import { mediclaimPaymentRow, mediclaimRenewalInput, mediclaimStatusRow as statusRow } from '@trust/contract/mediclaim';
import { subscriptionRoutes } from '../payments/subscription-routes';
import { mediclaimPaymentRows, mediclaimStatusRow, renewMediclaim, resetMediclaim } from './mediclaim.service';

/** The mediclaim subscription: status, past payments, renewal and reset. Its reports live elsewhere. */
export const mediclaimRoutes = subscriptionRoutes({
  path: 'mediclaim',
  summaries: {
    status: "A member's mediclaim status and latest payment",
    payments: "A member's mediclaim payments, newest first",
    renew: 'Renew mediclaim: record a payment',
    reset: "Reset a member's active mediclaim payment, with a reason",
  },
  statusRow,
  paymentRow: mediclaimPaymentRow,
  renewalInput: mediclaimRenewalInput,
  status: mediclaimStatusRow,
  payments: mediclaimPaymentRows,
  renew: renewMediclaim,
  reset: resetMediclaim,
});
