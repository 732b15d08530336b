import Database from 'better-sqlite3';
import pg from 'pg';
import { median } from './timed-requests';

/**
 * The floor of each desk read: the indexed query the server's repository runs for it, straight on
 * the driver (better-sqlite3 or pg) in the bench process, one at a time, prepared once. A request
 * can be no cheaper than this; the table sets the server's CPU per request beside it.
 */

export type DeskRead = 'lookup' | 'search' | 'status' | 'dependent' | 'list_page';

export interface FloorArguments {
  id: () => string;
  searchText: () => string;
  /** A member's name and ID: where a page of the list starts. */
  place: () => [string, string];
}

type Query = { text: string; args: () => unknown[] };

function queries(a: FloorArguments): Record<DeskRead, Query[]> {
  const live = 'archived_at is null';
  return {
    lookup: [{ text: `select * from members where id_number = ? and ${live}`, args: () => [a.id()] }],
    search: [
      {
        text: `select * from members where (id_number = ? or ticket_number = ? or mobile = ?) and ${live} order by id_number limit 200`,
        args: () => {
          const text = a.searchText();
          return [text, text, text];
        },
      },
    ],
    status: [
      { text: `select * from members where id_number = ? and ${live}`, args: () => [a.id()] },
      {
        text: 'select * from mediclaim_payments where member_id = ? and reset_at is null order by issue_date desc limit 1',
        args: () => [a.id()],
      },
    ],
    dependent: [{ text: 'select * from dependents where member_id = ? order by no', args: () => [a.id()] }],
    // The page after a member, as members.repository.ts reads one: the member's place, then the seek.
    list_page: [
      { text: 'select member_name, id_number from members where id_number = ?', args: () => [a.id()] },
      {
        text: `select m.* from (select id_number, member_name from members where ${live} and (member_name, id_number) > (?, ?) order by member_name, id_number limit 51) page join members m on m.id_number = page.id_number order by page.member_name, page.id_number`,
        args: () => a.place(),
      },
    ],
  };
}

/** `?` placeholders numbered for PostgreSQL. */
function numbered(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

/**
 * The median wall time of each desk read's queries on the driver, in µs. Wall time, unlike the
 * server's CPU time beside it, grows when other work shares the machine: compare on a quiet one.
 */
export async function floorMicroseconds(
  databaseUrl: string,
  a: FloorArguments,
  runs: number,
): Promise<Record<DeskRead, number>> {
  const all = queries(a);
  const result = {} as Record<DeskRead, number>;
  if (databaseUrl.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const [read, list] of Object.entries(all) as [DeskRead, Query[]][]) {
        const prepared = list.map((q, i) => ({ name: `floor_${read}_${i}`, text: numbered(q.text), args: q.args }));
        const once = async () => {
          for (const q of prepared) await client.query({ name: q.name, text: q.text, values: q.args() });
        };
        result[read] = await timed(once, runs);
      }
    } finally {
      await client.end();
    }
    return result;
  }
  const db = new Database(databaseUrl.replace(/^file:/, ''), { readonly: true });
  try {
    for (const [read, list] of Object.entries(all) as [DeskRead, Query[]][]) {
      const prepared = list.map((q) => ({ statement: db.prepare(q.text), args: q.args }));
      result[read] = await timed(async () => {
        for (const q of prepared) q.statement.all(...q.args());
      }, runs);
    }
  } finally {
    db.close();
  }
  return result;
}

/** Wall time of `once`, median of `runs` runs after a warm-up, or of as many as ten seconds allow. */
async function timed(once: () => Promise<void>, runs: number): Promise<number> {
  for (let i = 0; i < Math.min(100, runs / 10); i++) await once();
  const times: number[] = [];
  const deadline = performance.now() + 10_000;
  while (times.length < runs && performance.now() < deadline) {
    const started = performance.now();
    await once();
    times.push((performance.now() - started) * 1000);
  }
  return Math.round(median(times));
}
