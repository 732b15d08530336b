import { booksMessages, type PrintAnswer, type PrintDocument, type ReceiptPrintCount } from '@trust/contract/books';
import type { AppContext, SignedInUser } from '../../context';
import { type DbOrTrx, inTransaction, lockMember } from '../../db/connection';
import { findReceiptByNumber } from '../../db/receipt-kinds';
import { badRequest, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { countPrints, insertPrint, printCountsOfMember } from './prints.repository';

export const printMessages = {
  registrationOnlyMediclaim: 'Only a mediclaim receipt prints as a registration receipt',
} as const;

/** The receipt the number names, refused when no table holds it or it has no such document. */
async function printableReceipt(db: DbOrTrx, receiptNo: string, document: PrintDocument) {
  const receipt = await findReceiptByNumber(db, receiptNo);
  if (!receipt) throw notFound(booksMessages.receiptNotFound);
  // The registration fee is taken with a mediclaim payment, whose number the registration receipt
  // prints (docs/product.md, Registration receipt).
  if (document === 'REGISTRATION' && receipt.kind !== 'MEDICLAIM') {
    throw badRequest(printMessages.registrationOnlyMediclaim, [
      { path: 'document', message: printMessages.registrationOnlyMediclaim },
    ]);
  }
  return receipt;
}

/** `GET receipts/{receiptNo}/prints`: the prints so far, and the copy number the next print will carry. */
export async function printsOf(ctx: AppContext, receiptNo: string, document: PrintDocument): Promise<PrintAnswer> {
  await printableReceipt(ctx.db, receiptNo, document);
  const prints = await countPrints(ctx.db, receiptNo, document);
  return { receipt_no: receiptNo, document, prints, copy: prints + 1 };
}

/** How many times each of a member's receipts was printed, by receipt and document. */
export function memberPrintCounts(ctx: AppContext, memberId: string): Promise<ReceiptPrintCount[]> {
  return printCountsOfMember(ctx.db, memberId);
}

/**
 * `POST receipts/{receiptNo}/prints`: records one print (audited, in the same transaction). The first
 * is the original, every later one a duplicate with its copy number. A void receipt prints too: it
 * prints CANCELLED.
 */
export async function recordPrint(
  ctx: AppContext,
  receiptNo: string,
  document: PrintDocument,
  by: SignedInUser,
): Promise<PrintAnswer> {
  const at = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const receipt = await printableReceipt(trx, receiptNo, document);
    // Two prints of one receipt at once take turns, so each gets its own copy number.
    await lockMember(trx, receipt.member_id);
    const copy = (await countPrints(trx, receiptNo, document)) + 1;
    const print = {
      receipt_no: receiptNo,
      document,
      member_id: receipt.member_id,
      printed_by: by.name,
      printed_at: at.toISOString(),
    };
    const id = await insertPrint(trx, print);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'PRINT',
        entity: 'receipt',
        entityId: receiptNo,
        memberId: receipt.member_id,
        after: { id, ...print, kind: receipt.kind, fate: receipt.fate, copy },
      },
      at,
    );
    return { receipt_no: receiptNo, document, prints: copy, copy };
  });
}
