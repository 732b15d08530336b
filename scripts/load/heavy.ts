import { todayInIndia } from '../../packages/contract/src/dates';
import type { GeneratedMember } from '../../packages/server/src/demo/generate';
import { call, type Desk, type Shift, signIn } from './staff';

/**
 * Two clients beside the desk that ask for what takes the server longest, one request after another
 * for the whole run: a year's collection report (JSON and CSV in turn), and the preview of a
 * 50,000-row member import (about 35 MB). The desk's lookups meanwhile must stay fast: the load test
 * prints their p99 beside these.
 */

export const YEAR_REPORT = 'year report';
export const IMPORT_PREVIEW = 'import preview';

const PREVIEW_ROWS = 50_000;

/** A generated member as a row of the old system's register: every member column, the address made long. */
export function registerValues(m: GeneratedMember) {
  return {
    member_name: m.member_name,
    ticket_number: m.ticket_number,
    department: m.department,
    date_of_birth: m.date_of_birth,
    date_of_retirement: m.date_of_retirement,
    mobile: m.mobile,
    sex: m.sex,
    blood_group: m.blood_group,
    organisation: m.organisation,
    address: `${m.address}, ${'near the old water tank, '.repeat(20)}`,
    recommender: m.recommender,
    whatsapp: m.whatsapp,
    email: m.email,
    job_profile: m.job_profile,
    annual_income: m.annual_income,
    icard_no: m.icard_no,
    nominee_name: m.nominee_name,
    nominee_relation: m.nominee_relation,
    nominee_dob: m.nominee_dob,
    family_group: m.family_group,
    remarks: m.remarks,
  };
}

/** A register as the old system would export it: every member column, long addresses, some rows wrong. */
function importFile(members: readonly GeneratedMember[]): string {
  const rows = Array.from({ length: PREVIEW_ROWS }, (_, i) => {
    const m = members[i % members.length] as GeneratedMember;
    return {
      row: i + 2,
      values: {
        ...registerValues(m),
        id_number: String(5_000_000 + i),
        member_name: i % 50 === 0 ? `${m.member_name} 2` : m.member_name,
      },
    };
  });
  return JSON.stringify({ rows });
}

/**
 * Signs in two clients and runs the heavy requests until the shift ends: the year's report through
 * the shift's server, the import preview through `previewUrl` (another server, when there are two).
 */
export async function heavyShifts(
  shift: Shift,
  credentials: { email: string; password: string },
  previewUrl = shift.baseUrl,
): Promise<void> {
  const file = importFile(shift.members);
  const year = Number(todayInIndia().slice(0, 4)) - 1;
  const range = `fromDate=${year}-01-01&toDate=${year}-12-31`;
  const start = async (baseUrl: string, work: (desk: Desk, turn: number) => Promise<void>) => {
    const session = await signIn(baseUrl, credentials, shift.tally);
    if (!session) return;
    const desk: Desk = { baseUrl, ...session, members: shift.members, tally: shift.tally };
    for (let turn = 0; Date.now() < shift.until; turn++) await work(desk, turn);
  };
  await Promise.all([
    start(shift.baseUrl, async (desk, turn) => {
      const format = turn % 2 === 0 ? '' : '&format=csv';
      await call(desk, YEAR_REPORT, 'GET', `/api/reports/collection?${range}${format}`, [200]);
    }),
    start(previewUrl, async (desk) => {
      await call(desk, IMPORT_PREVIEW, 'POST', '/api/import/members/preview', [200], file);
    }),
  ]);
}
