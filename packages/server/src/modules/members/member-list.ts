import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/connection';
import {
  listMembers,
  type MemberJsonParts,
  memberIdsInListOrder,
  membersInOrder,
  registerVersion,
} from './members.repository';

/** Filters whose order is kept, and how many IDs all of them may hold together (about 60 bytes each). */
const MAX_FILTERS = 100;
const MAX_IDS = 300_000;

/**
 * The member list's order, kept in memory per filter as member IDs and checked against the
 * register's version on every page. Without it each page counted the whole list (or every match of
 * the filter) again for its total, and a deep offset stepped over tens of thousands of index
 * entries; with it a page costs the same anywhere in the list: one version read and its own rows.
 * The order is read again only after a member is added, removed, renamed or renumbered.
 */
export class MemberListOrder {
  private readonly orders = new Map<string, { version: number; ids: string[] }>();
  /** Reads under way, by filter: requests that arrive together share one instead of each reading the list. */
  private readonly reading = new Map<string, { version: number; ids: Promise<string[]> }>();
  private held = 0;

  /** How many IDs are kept, over every filter: what the cap bounds. */
  get heldIds(): number {
    return this.held;
  }

  async ids(db: DbOrTrx, q: string | undefined): Promise<string[]> {
    // Read first: IDs read afterwards are at least as new as the version they are kept under.
    const version = await registerVersion(db);
    // The filter ignores case, so 'SING' and 'sing' share one order.
    const key = q?.toLowerCase() ?? '';
    const kept = this.orders.get(key);
    if (kept) {
      this.forget(key);
      if (kept.version === version) return this.keep(key, kept);
    }
    const pending = this.reading.get(key);
    if (pending && pending.version === version) return pending.ids;
    const read = { version, ids: memberIdsInListOrder(db, q) };
    this.reading.set(key, read);
    try {
      return this.keep(key, { version, ids: await read.ids });
    } finally {
      if (this.reading.get(key) === read) this.reading.delete(key);
    }
  }

  private forget(key: string): void {
    const old = this.orders.get(key);
    if (!old) return;
    this.orders.delete(key);
    this.held -= old.ids.length;
  }

  private keep(key: string, order: { version: number; ids: string[] }): string[] {
    // Another read of this filter may have kept its order meanwhile: the one that ends last is kept.
    this.forget(key);
    this.orders.set(key, order);
    this.held += order.ids.length;
    // Least recently used first out; the order just read stays even when it alone is over the cap.
    for (const [oldKey, old] of this.orders) {
      if (oldKey === key || (this.orders.size <= MAX_FILTERS && this.held <= MAX_IDS)) break;
      this.orders.delete(oldKey);
      this.held -= old.ids.length;
    }
    return order.ids;
  }
}

const orders = new WeakMap<AppContext, MemberListOrder>();

/** A page of the member list (limit, offset, q) with its total; without a page, the whole list. */
export async function memberListPage(
  ctx: AppContext,
  page: { limit?: number; offset?: number; q?: string },
): Promise<{ rows: MemberJsonParts[]; total: number | null }> {
  const paged = page.limit !== undefined || page.offset !== undefined || page.q !== undefined;
  if (page.limit === undefined) {
    const rows = await listMembers(ctx.db, page.q || undefined);
    return { rows, total: paged ? rows.length : null };
  }
  let order = orders.get(ctx);
  if (!order) {
    order = new MemberListOrder();
    orders.set(ctx, order);
  }
  const ids = await order.ids(ctx.db, page.q || undefined);
  const offset = page.offset ?? 0;
  return { rows: await membersInOrder(ctx.db, ids.slice(offset, offset + page.limit)), total: ids.length };
}
