import { todayInIndia } from '../../packages/contract/src/dates';
import type { GeneratedMember } from '../../packages/server/src/demo/generate';

/** One member of staff at the desk: signs in, then works through a realistic mix of tasks. */

export interface Acknowledged {
  kind: 'membership' | 'mediclaim' | 'dependent';
  memberId: string;
  /** The key the server answered with: the payment's id, or the dependent's NO. */
  id: number;
  receiptNo?: string;
}

export interface Tally {
  latenciesMs: number[];
  /** Per task, its requests' times, to show which task is slow. */
  taskLatenciesMs: Map<string, number[]>;
  /** Per task: how many calls, and how many answered each status. */
  calls: Map<string, Map<number, number>>;
  /** 5xx, network errors, and any answer a task does not expect, with what was asked. */
  errors: string[];
  acknowledged: Acknowledged[];
}

export function newTally(): Tally {
  return { latenciesMs: [], taskLatenciesMs: new Map(), calls: new Map(), errors: [], acknowledged: [] };
}

export interface Desk {
  baseUrl: string;
  token: string;
  /** The XSRF cookie the server gave at sign-in, which a browser sends back and echoes on changes. */
  xsrf: string;
  members: readonly GeneratedMember[];
  tally: Tally;
}

type Method = 'GET' | 'POST';

/** A task: what it asks, and which answers are a correct outcome (409 is, where the rules refuse). */
interface Task {
  name: string;
  weight: number;
  run(desk: Desk, member: GeneratedMember): Promise<void>;
}

export async function call(
  desk: Desk,
  task: string,
  method: Method,
  path: string,
  expected: number[],
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const started = performance.now();
  let status = 0;
  let json: unknown = null;
  try {
    const response = await fetch(`${desk.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${desk.token}`,
        cookie: `XSRF-TOKEN=${desk.xsrf}`,
        ...(method === 'GET' ? {} : { 'x-xsrf-token': desk.xsrf }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
    });
    status = response.status;
    const text = await response.text();
    json = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  } catch (error) {
    desk.tally.errors.push(`${task}: ${method} ${path}: network error ${(error as Error).message}`);
  }
  const elapsed = performance.now() - started;
  desk.tally.latenciesMs.push(elapsed);
  const taskLatencies = desk.tally.taskLatenciesMs.get(task) ?? [];
  taskLatencies.push(elapsed);
  desk.tally.taskLatenciesMs.set(task, taskLatencies);
  const byStatus = desk.tally.calls.get(task) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  desk.tally.calls.set(task, byStatus);
  if (status !== 0 && !expected.includes(status)) {
    desk.tally.errors.push(`${task}: ${method} ${path} answered ${status}: ${JSON.stringify(json).slice(0, 200)}`);
  }
  return { status, json };
}

const MEDICLAIM_FEES: Record<string, number> = { '1+1': 6000, '1+3': 9000, '1+4': 10500, '1+5': 12000, '1+6': 13500 };

const TASKS: Task[] = [
  {
    name: 'search',
    weight: 25,
    run: async (desk, m) => {
      const text = encodeURIComponent(pick([m.id_number, m.mobile, m.ticket_number || m.id_number]));
      await call(desk, 'search', 'GET', `/api/master/${text}/${text}/${text}`, [200]);
    },
  },
  {
    name: 'look up',
    weight: 20,
    run: async (desk, m) => {
      await call(desk, 'look up', 'GET', `/api/master/${m.id_number}`, [200]);
      await call(desk, 'look up', 'GET', `/api/dependent/${m.id_number}`, [200]);
    },
  },
  {
    name: 'member list',
    weight: 8,
    run: async (desk, m) => {
      const q = encodeURIComponent(m.member_name.split(' ').at(-1)?.slice(0, 4).toLowerCase() ?? 'ku');
      await call(desk, 'member list', 'GET', `/api/master?limit=20&offset=0&q=${q}`, [200]);
    },
  },
  {
    name: 'status',
    weight: 10,
    run: async (desk, m) => {
      await call(desk, 'status', 'GET', `/api/mediclaim/status/${m.id_number}`, [200]);
      await call(desk, 'status', 'GET', `/api/subscription/status/${m.id_number}`, [200]);
    },
  },
  {
    name: 'renew membership',
    weight: 12,
    run: async (desk, m) => {
      const { status, json } = await call(
        desk,
        'renew membership',
        'POST',
        `/api/subscription/activate/${m.id_number}`,
        [201, 409],
        { amount: 600, mode_of_payment: pick(['CASH', 'UPI', 'CHEQUE']), remarks: 0 },
      );
      if (status === 201) acknowledge(desk, 'membership', m, json);
    },
  },
  {
    name: 'renew mediclaim',
    weight: 10,
    run: async (desk, m) => {
      const { status, json } = await call(
        desk,
        'renew mediclaim',
        'POST',
        `/api/mediclaim/activate/${m.id_number}`,
        [201, 409],
        {
          mode_of_payment: pick(['UPI', 'NEFT', 'DEBIT CARD']),
          reference_number: 'LOAD TEST',
          amount: MEDICLAIM_FEES[m.family_group] ?? 9000,
          remarks: 'GROUP IA',
        },
      );
      if (status === 201) acknowledge(desk, 'mediclaim', m, json);
    },
  },
  {
    name: 'add dependent',
    weight: 10,
    run: async (desk, m) => {
      const { status, json } = await call(desk, 'add dependent', 'POST', '/api/dependent', [201, 409], {
        id: m.id_number,
        dependent_name: `LOAD ${pick(['ASHA', 'RAVI', 'MEENA', 'ARJUN'])}`,
        relation: pick(['SON', 'DAUGHTER']),
        dob: '2015-06-15',
        age: '11',
        sex: pick(['MALE', 'FEMALE']),
        blood_group: 'YES',
        job_profile: 'STUDENT',
        annual_income: '0',
        icard_no: `LOAD-${m.id_number}`,
      });
      if (status === 201) acknowledge(desk, 'dependent', m, json);
    },
  },
  {
    name: 'report',
    weight: 5,
    run: async (desk) => {
      // A month's report, as staff print at month end.
      const month = todayInIndia().slice(0, 7);
      const range = `fromDate=${month}-01&toDate=${month}-28`;
      const path = pick([
        `/api/subscription/reports/subscription?${range}`,
        `/api/mediclaim/reports/mediclaim?${range}`,
        `/api/reports/collection?${range}`,
      ]);
      await call(desk, 'report', 'GET', path, [200]);
    },
  },
];

function acknowledge(desk: Desk, kind: Acknowledged['kind'], m: GeneratedMember, json: unknown): void {
  const answer = json as { id?: number; receipt_no?: string };
  if (typeof answer.id !== 'number') {
    desk.tally.errors.push(`${kind} of ${m.id_number}: 201 without an id: ${JSON.stringify(json)}`);
    return;
  }
  desk.tally.acknowledged.push({ kind, memberId: m.id_number, id: answer.id, receiptNo: answer.receipt_no });
}

const TOTAL_WEIGHT = TASKS.reduce((sum, t) => sum + t.weight, 0);

function nextTask(): Task {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const task of TASKS) {
    roll -= task.weight;
    if (roll < 0) return task;
  }
  return TASKS[0] as Task;
}

export interface Shift {
  baseUrl: string;
  members: readonly GeneratedMember[];
  tally: Tally;
  until: number;
  maxTasks: number;
}

/** Signs in as a browser does: the bearer token and the XSRF cookie the server gave. */
export async function signIn(
  baseUrl: string,
  credentials: { email: string; password: string },
  tally: Tally,
): Promise<{ token: string; xsrf: string } | null> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) {
    tally.errors.push(`sign-in answered ${login.status}`);
    return null;
  }
  const { token } = (await login.json()) as { token: string };
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { token, xsrf };
}

/** Signs in and works until the shift ends (or `maxTasks` are done), one request at a time. */
export async function workShift(shift: Shift, credentials: { email: string; password: string }): Promise<void> {
  const session = await signIn(shift.baseUrl, credentials, shift.tally);
  if (!session) return;
  const desk: Desk = { baseUrl: shift.baseUrl, ...session, members: shift.members, tally: shift.tally };
  for (let done = 0; done < shift.maxTasks && Date.now() < shift.until; done++) {
    await nextTask().run(desk, pick(shift.members));
  }
}

function pick<T>(values: readonly T[]): T {
  return values[Math.floor(Math.random() * values.length)] as T;
}
