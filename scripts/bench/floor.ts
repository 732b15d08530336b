import Database from 'better-sqlite3';
import pg from 'pg';
import { median } from './timed-requests';

/**
 * The floor of each desk read: the indexed query the server's repository runs for it, straight on
 * the driver (better-sqlite3 or pg) in the bench process, one at a time, prepared once, per request
 * of the desk's mix. A request can be no cheaper than this; the table sets the server's CPU per
 * request beside it.
 */

export type DeskRead = 'lookup' | 'search' | 'status' | 'dependent' | 'list_page';

export interface FloorArguments {
  id: () => string;
  searchText: () => string;
  /** Text typed in the Member List's filter. */
  filterText: () => string;
}

type Query = { text: string; args: () => unknown[] };

/** The Member List's columns, and a filter's page of 51 read through its matches. */
const LIST_COLUMN_NAMES = ['id_number', 'member_name', 'department', 'mobile', 'address', 'email'];
const LIST_COLUMNS = LIST_COLUMN_NAMES.map((column) => `m.${column}`).join(', ');
const listPage = (ids: string) =>
  `select ${LIST_COLUMNS} from (${ids} order by member_name, id_number limit 51) page
   join members m on m.id_number = page.id_number order by page.member_name, page.id_number`;

/** A filter's first page as db/member-search.ts finds its matches: in each database's search table. */
function filterPage(a: FloorArguments, postgres: boolean): Query {
  if (postgres) {
    return {
      text: listPage('select id_number, member_name from members_search where searched like ?'),
      args: () => [`%${a.filterText()}%`],
    };
  }
  return {
    text: listPage(`select r.id_number as id_number, r.member_name as member_name from members_search
      join members_search_rows r on r.row = members_search.rowid where members_search match ?`),
    args: () => [`"${a.filterText()}"`],
  };
}

/**
 * The queries of each desk read, and how many of the desk's requests they stand for: the list page
 * is asked half as the page after a member, half as a filter's first page, so one run of both is two.
 */
function queries(a: FloorArguments, postgres: boolean): Record<DeskRead, { list: Query[]; requests: number }> {
  const live = 'archived_at is null';
  const one = (list: Query[]) => ({ list, requests: 1 });
  return {
    lookup: one([{ text: `select * from members where id_number = ? and ${live}`, args: () => [a.id()] }]),
    search: one([
      {
        text: `select * from members where (id_number = ? or ticket_number = ? or mobile = ?) and ${live} order by id_number limit 200`,
        args: () => {
          const text = a.searchText();
          return [text, text, text];
        },
      },
    ]),
    status: one([
      { text: `select * from members where id_number = ? and ${live}`, args: () => [a.id()] },
      {
        text: 'select * from mediclaim_payments where member_id = ? and reset_at is null order by issue_date desc limit 1',
        args: () => [a.id()],
      },
    ]),
    dependent: one([{ text: 'select * from dependents where member_id = ? order by no', args: () => [a.id()] }]),
    // The page after a member, as members.repository.ts reads one (a seek past the member's place,
    // found in the same statement), and a filter's first page.
    list_page: {
      list: [
        {
          text: `select ${LIST_COLUMN_NAMES.join(', ')} from members where ${live}
            and (member_name, id_number) > (select member_name, id_number from members where id_number = ?)
            order by member_name, id_number limit 51`,
          args: () => [a.id()],
        },
        filterPage(a, postgres),
      ],
      requests: 2,
    },
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
  const postgres = databaseUrl.startsWith('postgres');
  const all = queries(a, postgres);
  const result = {} as Record<DeskRead, number>;
  if (postgres) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const [read, { list, requests }] of Object.entries(all) as [DeskRead, (typeof all)[DeskRead]][]) {
        const prepared = list.map((q, i) => ({ name: `floor_${read}_${i}`, text: numbered(q.text), args: q.args }));
        const once = async () => {
          for (const q of prepared) await client.query({ name: q.name, text: q.text, values: q.args() });
        };
        result[read] = Math.round((await timed(once, runs)) / requests);
      }
    } finally {
      await client.end();
    }
    return result;
  }
  const db = new Database(databaseUrl.replace(/^file:/, ''), { readonly: true });
  try {
    for (const [read, { list, requests }] of Object.entries(all) as [DeskRead, (typeof all)[DeskRead]][]) {
      const prepared = list.map((q) => ({ statement: db.prepare(q.text), args: q.args }));
      const once = async () => {
        for (const q of prepared) q.statement.all(...q.args());
      };
      result[read] = Math.round((await timed(once, runs)) / requests);
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
