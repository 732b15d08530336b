import type { GeneratedMember } from '../../packages/server/src/demo/generate';
import { generateTrustData } from '../../packages/server/src/demo/generate';
import { registerValues } from '../load/heavy';
import type { Figures } from './figures';
import type { RunningServer } from './server';

/**
 * The server's resident memory while it previews and then imports the largest register a trust
 * sends (50,000 members, every column filled, long addresses), on a server just started for it, so
 * its peak is the import's and not what the rest of the run left behind.
 */

export const IMPORT_ROWS = 50_000;
/** Member IDs of the imported register, far above those the generator gives. */
export const FIRST_IMPORTED_ID = 9_000_000;

/** A register as the old system would export it: every member column, addresses at their longest, new IDs. */
export function importedRegister(rows: number): string {
  const { members } = generateTrustData({ members: 2_000, seed: 7 });
  return JSON.stringify({
    rows: Array.from({ length: rows }, (_, i) => {
      const values = registerValues(members[i % members.length] as GeneratedMember);
      return {
        row: i + 2,
        values: {
          ...values,
          id_number: String(FIRST_IMPORTED_ID + i),
          ticket_number: String(80_000_000 + i),
          address: values.address.slice(0, 500),
        },
      };
    }),
  });
}

/** A browser's headers for a change: the XSRF cookie's value echoed in its header. */
export function writeHeaders(headers: Record<string, string>): Record<string, string> {
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? '';
  return { ...headers, 'x-xsrf-token': xsrf };
}

export async function importMemory(server: RunningServer): Promise<Figures> {
  const body = importedRegister(IMPORT_ROWS);
  const post = async (path: string) => {
    const started = performance.now();
    const answer = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...writeHeaders(server.headers), 'content-type': 'application/json' },
      body,
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${text.slice(0, 300)}`);
    return { ms: Math.round(performance.now() - started), text };
  };
  const atStart = server.rssMb();
  const preview = await post('/api/import/members/preview');
  const previewPeak = server.peakRssMb();
  const imported = await post('/api/import/members');
  const importPeak = server.peakRssMb();
  const megabytes = Math.round(Buffer.byteLength(body) / 2 ** 20);
  console.log(
    `import of ${IMPORT_ROWS} members (${megabytes} MB): preview ${preview.ms} ms, import ${imported.ms} ms ` +
      `(${imported.text.slice(0, 40)}…); resident memory ${atStart} MB before, ` +
      `peak ${previewPeak} MB after the preview, ${importPeak} MB after the import`,
  );
  return {
    import_preview_ms: preview.ms,
    import_ms: imported.ms,
    import_preview_rss_peak_mb: previewPeak,
    import_rss_peak_mb: importPeak,
  };
}
