import { aadhaarMessages, type PersonalDataExport } from '@trust/contract/aadhaar';
import { memberMessages } from '@trust/contract/member';
import type { AppContext, SignedInUser } from '../../context';
import { VAULT_COLUMN_NAMES } from '../../db/aadhaar-vault';
import { inTransaction, lockMember } from '../../db/connection';
import { conflict, notFound } from '../../errors';
import { recordAudit, redactAuditLinesAboutMember } from '../audit/audit.repository';
import { toAuditRow } from '../audit/audit.service';
import { storedMember } from '../members/members.service';
import { auditLinesAboutMember, blankPersonalData, rowsAboutMember } from './personal-data.repository';

/**
 * `GET master/{id}/personal-data` (ADMIN): everything held about the member (on the register or
 * removed) and its dependents, for a request under the Digital Personal Data Protection Act. The
 * export is itself a line of the audit trail (EXPORT), written before the lines are read, so the
 * document lists it too.
 */
export async function exportPersonalData(ctx: AppContext, id: string, by: SignedInUser): Promise<PersonalDataExport> {
  const at = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const member = await storedMember(trx, id);
    if (!member) throw notFound(memberMessages.memberNotFound);
    await recordAudit(trx, { actor: by.email, action: 'EXPORT', entity: 'member', entityId: id, memberId: id }, at);
    const rows = await rowsAboutMember(trx, id);
    const audit = (await auditLinesAboutMember(trx, id)).map(toAuditRow);
    const held = Object.fromEntries(Object.entries(member).filter(([column]) => !VAULT_COLUMN_NAMES.has(column)));
    return { exported_at: at.toISOString(), member: held, ...rows, audit };
  });
}

/**
 * `POST master/{id}/erase-personal-data` (ADMIN): a removed member's personal fields and its
 * dependents' are blanked, on their rows and in every audit line about them; its name, ID and every
 * money record are kept, as financial records must be. One transaction: a failure anywhere leaves
 * nothing blanked. The ERASE line names what was blanked and how many audit lines, never the values.
 */
export async function erasePersonalData(ctx: AppContext, id: string, by: SignedInUser): Promise<void> {
  const at = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const member = await storedMember(trx, id);
    if (!member) throw notFound(memberMessages.memberNotFound);
    if (!(await lockMember(trx, id, { removed: true }))) throw conflict(aadhaarMessages.eraseOnlyRemoved);
    await blankPersonalData(trx, id);
    const auditLinesRedacted = await redactAuditLinesAboutMember(trx, id);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'ERASE',
        entity: 'member',
        entityId: id,
        memberId: id,
        after: {
          erased: 'contact, address, birth dates, Aadhaar number, nominee, income, job and identity cards',
          audit_lines_redacted: auditLinesRedacted,
        },
      },
      at,
    );
  });
}
