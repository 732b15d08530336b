import { describe, expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { forEachDatabase } from '../../../test/helpers';
import { MemberListOrder } from './member-list';

forEachDatabase('member list order', (get) => {
  describe('requests that arrive together', () => {
    it('share one read of the order, so what is kept is counted once', async () => {
      const { db } = get().ctx;
      for (let i = 0; i < 5; i++) await insertMember(db, { id_number: String(71_000 + i), member_name: `Kaveri ${i}` });
      const order = new MemberListOrder();

      const pages = await Promise.all(Array.from({ length: 20 }, () => order.ids(db, 'kaveri')));

      for (const ids of pages) expect(ids).toEqual(['71000', '71001', '71002', '71003', '71004']);
      // Counted once per read that was kept, it grew with every request until the cap emptied the
      // cache: on PostgreSQL under load every list page then read the whole list again.
      expect(order.heldIds).toBe(5);
    });

    it('read the order again once the register has changed', async () => {
      const { db } = get().ctx;
      const order = new MemberListOrder();
      expect(await order.ids(db, 'godavari')).toEqual([]);

      await insertMember(db, { id_number: '72000', member_name: 'Godavari Iyer' });

      const pages = await Promise.all(Array.from({ length: 10 }, () => order.ids(db, 'GODAVARI')));
      for (const ids of pages) expect(ids).toEqual(['72000']);
      expect(order.heldIds).toBe(1);
    });
  });
});
