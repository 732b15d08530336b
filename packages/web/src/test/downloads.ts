import type { PersonalDataExport } from '@trust/contract/aadhaar';
import { onTestFinished, vi } from 'vitest';

/**
 * Catches what the page saves as a file (jsdom has neither object URLs nor downloads): each saved
 * file's name and text, in order. Undone when the test ends.
 */
export function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { filename: string; text: Promise<string> }[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ filename: this.download, text: blobs.get(this.href)?.text() ?? Promise.resolve('') });
  });
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  });
  return saved;
}

/** A personal-data export as the server sends it, for the member with this ID. */
export function heldAbout(id: string): PersonalDataExport {
  return {
    exported_at: '2026-11-23T10:00:00.000Z',
    member: { id_number: id, member_name: 'Ravi Kumar', ticket_number: 'XXXX XXXX 9012' },
    dependents: [{ no: 3, id, dependent_name: 'Asha Kumar' }],
    membership_payments: [{ receipt_no: 'MS/2025-26/00001', amount: 600 }],
    mediclaim_payments: [],
    misc_receipts: [],
    gpa_records: [],
    gpa_dependent_records: [],
    receipt_prints: [],
    audit: [
      {
        id: 1,
        at: '2026-11-20T05:00:00.000Z',
        actor: 'clerk@trust.test',
        action: 'CREATE',
        entity: 'member',
        entity_id: id,
        member_id: id,
        before: null,
        after: { ticket_number: 'XXXX XXXX 9012' },
      },
    ],
  };
}
