import { dependentMessages } from '@trust/contract/dependent';
import { maxDependents } from '@trust/contract/member';

/**
 * Why a dependent cannot be added to this member now, in the trust's words (docs/product.md), or `null` when one can:
 * no member, at the limit of its family group, or (after the group was lowered) over it.
 */
export function dependentLimitMessage(familyGroup: string | null, count: number): string | null {
  if (familyGroup === null) return dependentMessages.memberInvalid;
  const max = maxDependents(familyGroup);
  if (count > max) return dependentMessages.overLimit;
  if (count === max) return dependentMessages.maxReached;
  return null;
}
