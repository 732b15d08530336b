import {
  type BouncedChequeRow,
  type CashBookLine,
  type CashDay,
  type CashDayStatus,
  type CashModeLine,
  type CloseDayInput,
  cashbookMessages,
  type DepositRow,
  missingCounts,
  PAYMENT_MODES,
} from '@trust/contract/cashbook';
import { todayInIndia } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import type { CollectionTotal } from '@trust/contract/report';
import type { AppContext, SignedInUser } from '../../context';
import { type DbOrTrx, inTransaction } from '../../db/connection';
import { lockCashDays } from '../../db/day-lock';
import { badRequest, conflict } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import {
  bouncesBetween,
  cashDaysBetween,
  chequesOfDay,
  dayCountsBetween,
  dayEvents,
  findCashDay,
  insertDayEvent,
  markDayClosed,
  markDayOpen,
  replaceDayCounts,
  type Takings,
  takingsBetween,
} from './cashbook.repository';
import { depositRowsOfDays } from './deposits.service';

type Figures = Map<string, number>;

function add(figures: Figures, mode: string, amount: number) {
  figures.set(mode, (figures.get(mode) ?? 0) + amount);
}

/** Modes in the cash book's order; a mode old records carry that no form offers any more comes last. */
function inModeOrder(modes: Iterable<string>): string[] {
  const known = new Set<string>(PAYMENT_MODES);
  const present = new Set(modes);
  return [
    ...PAYMENT_MODES.filter((m) => present.has(m)),
    ...[...present].filter((m) => !known.has(m)).sort((a, b) => a.localeCompare(b)),
  ];
}

/** What the cash book knows of each day of a range, read in a few queries. */
interface DayFigures {
  status: CashDayStatus;
  expected: Figures;
  /** Null while the day is open. */
  counted: Figures | null;
  deposited: Figures;
  credited: Figures;
  bounced: number;
}

async function figuresBetween(
  db: DbOrTrx,
  range: DateRange,
  deposits: readonly DepositRow[],
): Promise<{ days: Map<string, DayFigures>; takings: Takings[] }> {
  const [takings, cashDays, counts, bounces] = await Promise.all([
    takingsBetween(db, range),
    cashDaysBetween(db, range),
    dayCountsBetween(db, range),
    bouncesBetween(db, range),
  ]);
  const days = new Map<string, DayFigures>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (!day) {
      day = {
        status: 'OPEN',
        expected: new Map(),
        counted: null,
        deposited: new Map(),
        credited: new Map(),
        bounced: 0,
      };
      days.set(date, day);
    }
    return day;
  };
  const closed = new Set(cashDays.filter((d) => d.status === 'CLOSED').map((d) => d.day));
  for (const d of cashDays) dayOf(d.day).status = d.status;
  // A closed day keeps the figures it was closed with; an open one shows what the receipts say now.
  for (const t of takings) if (!closed.has(t.date)) add(dayOf(t.date).expected, t.mode, t.amount);
  for (const c of counts) {
    if (!closed.has(c.day)) continue;
    const day = dayOf(c.day);
    day.expected.set(c.mode, c.expected);
    day.counted ??= new Map();
    day.counted.set(c.mode, c.counted);
  }
  for (const day of closed) dayOf(day).counted ??= new Map();
  for (const d of deposits) {
    const day = dayOf(d.day);
    const cheques = d.cheques.reduce((sum, c) => sum + c.amount, 0);
    add(day.deposited, 'CASH', d.cash);
    add(day.deposited, 'CHEQUE', cheques);
    if (d.credited_on !== null) {
      add(day.credited, 'CASH', d.cash);
      add(day.credited, 'CHEQUE', cheques);
    }
  }
  for (const b of bounces) dayOf(b.bounce_date).bounced += b.amount;
  return { days, takings };
}

/** One line per mode with any figure (a deposit's zero cash or cheques is none), and their total. */
function modeLines(day: DayFigures): { modes: CashModeLine[]; total: Omit<CashModeLine, 'mode'> } {
  const figured = (figures: Figures) => [...figures].filter(([, amount]) => amount !== 0).map(([mode]) => mode);
  const modes = inModeOrder([
    ...day.expected.keys(),
    ...(day.counted?.keys() ?? []),
    ...figured(day.deposited),
    ...figured(day.credited),
  ]).map((mode) => {
    const expected = day.expected.get(mode) ?? 0;
    const counted = day.counted ? (day.counted.get(mode) ?? 0) : null;
    return {
      mode,
      expected,
      counted,
      difference: counted === null ? null : counted - expected,
      deposited: day.deposited.get(mode) ?? 0,
      credited: day.credited.get(mode) ?? 0,
    };
  });
  const sum = (pick: (m: CashModeLine) => number) => modes.reduce((total, m) => total + pick(m), 0);
  const expected = sum((m) => m.expected);
  const counted = day.counted ? sum((m) => m.counted ?? 0) : null;
  return {
    modes,
    total: {
      expected,
      counted,
      difference: counted === null ? null : counted - expected,
      deposited: sum((m) => m.deposited),
      credited: sum((m) => m.credited),
    },
  };
}

/** The collection report's totals by user, from the same receipts. */
function byUser(takings: readonly Takings[]): CollectionTotal[] {
  const users = new Map<string, CollectionTotal>();
  for (const t of takings) {
    const total = users.get(t.recorded_by) ?? { key: t.recorded_by, count: 0, amount: 0 };
    total.count += t.count;
    total.amount += t.amount;
    users.set(t.recorded_by, total);
  }
  return [...users.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** `GET cashbook/{date}`: the day's figures by mode and by user, its closes, cheques, deposits and bounces. */
export async function cashDay(ctx: AppContext, date: string): Promise<CashDay> {
  const range = { fromDate: date, toDate: date };
  const deposits = await depositRowsOfDays(ctx.db, range);
  const [{ days, takings }, stored, history, cheques, bounced] = await Promise.all([
    figuresBetween(ctx.db, range, deposits),
    findCashDay(ctx.db, date),
    dayEvents(ctx.db, date),
    chequesOfDay(ctx.db, date),
    bouncesBetween(ctx.db, range),
  ]);
  const day = days.get(date) ?? {
    status: 'OPEN' as const,
    expected: new Map(),
    counted: null,
    deposited: new Map(),
    credited: new Map(),
    bounced: 0,
  };
  const isClosed = stored?.status === 'CLOSED';
  return {
    date,
    status: day.status,
    ...modeLines(day),
    byUser: byUser(takings),
    remark: isClosed ? stored.remark : '',
    closedBy: isClosed ? stored.closed_by : null,
    closedAt: isClosed ? stored.closed_at : null,
    history,
    cheques,
    deposits,
    bounced,
  };
}

/** `GET cashbook`: one line per day with takings, a close, a deposit or a bounce, oldest first. */
export async function cashBook(ctx: AppContext, range: DateRange): Promise<CashBookLine[]> {
  const { days } = await figuresBetween(ctx.db, range, await depositRowsOfDays(ctx.db, range));
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => {
      const { modes, total } = modeLines(day);
      return { date, status: day.status, ...total, bounced: day.bounced, modes };
    });
}

/** `GET bounced-cheques`: the bounces recorded in the range. */
export function bouncedCheques(ctx: AppContext, range: DateRange): Promise<BouncedChequeRow[]> {
  return bouncesBetween(ctx.db, range);
}

/**
 * `POST cashbook/{date}/close`: the day's expected takings by mode are stored beside what the cashier
 * counted, and the day is locked. Every mode with takings must be counted (0 when nothing was).
 */
export async function closeDay(
  ctx: AppContext,
  date: string,
  input: CloseDayInput,
  by: SignedInUser,
): Promise<CashDay> {
  const now = ctx.now();
  if (date > todayInIndia(now)) {
    throw badRequest(cashbookMessages.futureDay, [{ path: 'date', message: cashbookMessages.futureDay }]);
  }
  await inTransaction(ctx.db, async (trx) => {
    // Held exclusive: a receipt of the day being issued meanwhile finishes first or waits for the close.
    await lockCashDays(trx, [date], 'exclusive');
    if ((await findCashDay(trx, date))?.status === 'CLOSED') throw conflict(cashbookMessages.alreadyClosed);
    const expected: Figures = new Map();
    for (const t of await takingsBetween(trx, { fromDate: date, toDate: date })) add(expected, t.mode, t.amount);
    const missing = missingCounts([...expected.keys()], input.counted);
    if (missing.length > 0) throw badRequest(missing[0]?.message ?? '', missing);

    const counts = inModeOrder([...expected.keys(), ...Object.keys(input.counted)]).map((mode) => ({
      mode,
      expected: expected.get(mode) ?? 0,
      counted: input.counted[mode as keyof typeof input.counted] ?? 0,
    }));
    const closing = { day: date, remark: input.remark, closed_by: by.name, closed_at: now.toISOString() };
    // The event first: the database lets a day's status change only to that of its latest event.
    await insertDayEvent(trx, {
      day: date,
      action: 'CLOSE',
      text: input.remark,
      by_name: by.name,
      at: closing.closed_at,
    });
    await markDayClosed(trx, closing);
    await replaceDayCounts(trx, date, counts);
    await recordAudit(
      trx,
      { actor: by.email, action: 'CLOSE_DAY', entity: 'cash_day', entityId: date, after: { ...closing, counts } },
      now,
    );
  });
  return cashDay(ctx, date);
}

/** `POST cashbook/{date}/reopen` (admins): receipts of the day may again be issued, voided or reset. */
export async function reopenDay(ctx: AppContext, date: string, reason: string, by: SignedInUser): Promise<CashDay> {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    await lockCashDays(trx, [date], 'exclusive');
    const before = await findCashDay(trx, date);
    if (before?.status !== 'CLOSED') throw conflict(cashbookMessages.notClosed);
    await insertDayEvent(trx, { day: date, action: 'REOPEN', text: reason, by_name: by.name, at: now.toISOString() });
    await markDayOpen(trx, date);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'REOPEN_DAY',
        entity: 'cash_day',
        entityId: date,
        before,
        after: { ...before, status: 'OPEN', reason },
      },
      now,
    );
  });
  return cashDay(ctx, date);
}
