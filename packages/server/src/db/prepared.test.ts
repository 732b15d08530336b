import { expect, it } from 'vitest';
import { insertMember, memberRow } from '../../test/factories';
import { forEachDatabase } from '../../test/helpers';
import { findMember } from '../modules/members/members.repository';
import { inTransaction } from './connection';

forEachDatabase('reads run straight on the driver', (get) => {
  it('reads what is committed, the same as through Kysely', async () => {
    const { ctx } = get();
    await insertMember(ctx.db, memberRow({ id_number: '70001', member_name: 'Direct Reader' }));
    expect((await findMember(ctx.db, '70001'))?.member_name).toBe('Direct Reader');
    expect(await findMember(ctx.db, '70002')).toBeUndefined();
  });

  it("never sees another request's uncommitted rows", async () => {
    const { ctx } = get();
    let reading: Promise<unknown> | undefined;
    await expect(
      inTransaction(ctx.db, async (trx) => {
        await insertMember(trx, memberRow({ id_number: '70003' }));
        // Another request's read, made while this transaction is open and then rolled back.
        reading = findMember(ctx.db, '70003');
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await reading).toBeUndefined();
  });

  it('reads inside a transaction on its own connection', async () => {
    const { ctx } = get();
    const seen = await inTransaction(ctx.db, async (trx) => {
      await insertMember(trx, memberRow({ id_number: '70004' }));
      return findMember(trx, '70004');
    });
    expect(seen?.id_number).toBe('70004');
  });
});
