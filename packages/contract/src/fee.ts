import { z } from 'zod';
import { FAMILY_GROUPS, SUBSCRIPTION_STATUSES } from './enums';
import { rupees } from './fields';

type FamilyGroup = (typeof FAMILY_GROUPS)[number];

/** The Update Amount form's fields: one mediclaim fee per family group, named by the group's last digit. */
export const FAMILY_GROUP_AMOUNT_FIELDS = {
  amount1: '1+1',
  amount3: '1+3',
  amount4: '1+4',
  amount5: '1+5',
  amount6: '1+6',
} as const satisfies Record<string, FamilyGroup>;
export type FamilyGroupAmountField = keyof typeof FAMILY_GROUP_AMOUNT_FIELDS;

export const feeMessages = {
  groupRequired: (group: FamilyGroup) => `Family Group ${group} Is Required Field`,
  groupDigits: (group: FamilyGroup) => `Family Group ${group} In Alphabets Only `,
  subscriptionRequired: 'Subscription Amount Is Required Field',
  subscriptionDigits: 'Subscription Amount In Alphabets Only ',
  updatedTitle: 'Success',
  updated: 'Amount is Updated Successfully',
} as const;

function groupFee(group: FamilyGroup) {
  return rupees(feeMessages.groupRequired(group), feeMessages.groupDigits(group));
}

/** `PUT master/subscription/allAmount`: every fee is required, in whole rupees. */
export const updateAmountsInput = z.object({
  amount1: groupFee('1+1'),
  amount3: groupFee('1+3'),
  amount4: groupFee('1+4'),
  amount5: groupFee('1+5'),
  amount6: groupFee('1+6'),
  amount_sub: rupees(feeMessages.subscriptionRequired, feeMessages.subscriptionDigits),
});
export type UpdateAmountsInput = z.output<typeof updateAmountsInput>;
export type AmountsFormValues = z.input<typeof updateAmountsInput>;

/** `GET master/subscription/allAmount`: one row per family group; amount_sub repeats on each. */
export const feeRow = z
  .object({ family_group: z.enum(FAMILY_GROUPS), amount_med: z.number().int(), amount_sub: z.number().int() })
  .meta({ id: 'FeeRow' });
export type FeeRow = z.infer<typeof feeRow>;

/** `GET master/subscription/amount`. */
export const subscriptionAmountRow = z.object({ AMOUNT: z.number().int() });
export type SubscriptionAmountRow = z.infer<typeof subscriptionAmountRow>;

/** `GET master/group/{id}`: what the mediclaim renew screen needs before it shows its form. */
export const groupPriceRow = z
  .object({
    DATE_OF_BIRTH: z.string(),
    family_group: z.string(),
    /** The member's membership-subscription status. */
    STATUS: z.enum(SUBSCRIPTION_STATUSES),
    /** The mediclaim fee of the member's family group. */
    amount: z.number().int().nullable(),
    /** The member's USER_STATUS. */
    REMARKS: z.string(),
  })
  .meta({ id: 'GroupPriceRow' });
export type GroupPriceRow = z.infer<typeof groupPriceRow>;

/** The form's values from the server's rows, so Update Amount opens with the stored fees. */
export function amountsFromFeeRows(
  rows: readonly FeeRow[],
): Partial<Record<FamilyGroupAmountField | 'amount_sub', number>> {
  const values: Partial<Record<FamilyGroupAmountField | 'amount_sub', number>> = {};
  for (const [field, group] of Object.entries(FAMILY_GROUP_AMOUNT_FIELDS) as [FamilyGroupAmountField, FamilyGroup][]) {
    const row = rows.find((r) => r.family_group === group);
    if (row) values[field] = row.amount_med;
  }
  if (rows[0]) values.amount_sub = rows[0].amount_sub;
  return values;
}
