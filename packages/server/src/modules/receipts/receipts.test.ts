import { beforeAll, expect, it } from 'vitest';
import { insertDependent, insertMember } from '../../../test/factories';
import { forEachDatabase, type TestApp } from '../../../test/helpers';

const membership = { amount: 600, mode_of_payment: 'CASH', remarks: 40 };
const mediclaim = { mode_of_payment: 'UPI', reference_number: '46 Years 0 Months', amount: 9000, remarks: 'GROUP IA' };

forEachDatabase('receipts', (get) => {
  let call: TestApp['call'];
  beforeAll(async () => {
    get().setNow('2026-11-21T06:00:00Z');
    call = get().call;
  });

  async function renewMembership(memberId: string, body: object = membership) {
    return call('POST', `/api/subscription/activate/${memberId}`, { ...membership, ...body });
  }

  it('numbers payments gaplessly per type and financial year, restarting each April', async () => {
    const t = get();
    const numbers: string[] = [];
    for (const issue_date of ['2019-06-01', '2019-09-15', '2020-03-31', '2020-04-01', '2020-05-01']) {
      const m = await insertMember(t.ctx.db);
      const res = await renewMembership(m.id_number, { issue_date });
      expect(res.statusCode).toBe(201);
      numbers.push(res.json().receipt_no);
    }
    expect(numbers).toEqual([
      'MS/2019-20/00001',
      'MS/2019-20/00002',
      'MS/2019-20/00003',
      'MS/2020-21/00001',
      'MS/2020-21/00002',
    ]);
  });

  it('spends no number on a refused payment', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    expect((await renewMembership(m.id_number, { issue_date: '2018-06-01' })).json().receipt_no).toBe(
      'MS/2018-19/00001',
    );
    expect((await renewMembership(m.id_number, { issue_date: '2018-07-01' })).statusCode).toBe(409);
    expect((await renewMembership(m.id_number, { issue_date: '2018-07-01', amount: 'x' })).statusCode).toBe(400);
    const other = await insertMember(t.ctx.db);
    const refusedMediclaim = await call('POST', `/api/mediclaim/activate/${other.id_number}`, {
      ...mediclaim,
      issue_date: '2018-07-01',
    });
    expect(refusedMediclaim.statusCode).toBe(409);
    expect((await renewMembership(other.id_number, { issue_date: '2018-07-01' })).json().receipt_no).toBe(
      'MS/2018-19/00002',
    );
  });

  it('numbers mediclaim receipts on their own', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    await renewMembership(m.id_number);
    const res = await call('POST', `/api/mediclaim/activate/${m.id_number}`, {
      ...mediclaim,
      issue_date: '2020-06-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().receipt_no).toBe('MC/2020-21/00001');
  });

  it('gives a receipt the member, the dependent count and both latest payments with their numbers', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db, { family_group: '1+4', date_of_birth: '1980-05-17' });
    await insertDependent(t.ctx.db, m.id_number);
    await insertDependent(t.ctx.db, m.id_number, { dependent_name: 'MEERA', relation: 'DAUGHTER' });
    const ms = (await renewMembership(m.id_number)).json();
    const mc = (await call('POST', `/api/mediclaim/activate/${m.id_number}`, mediclaim)).json();

    const res = await call('GET', `/api/print/pastRecords${m.id_number}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      ID_NUMBER: m.id_number,
      MEMBER_NAME: m.member_name,
      DEPARTMENT: m.department,
      DATE_OF_BIRTH: '1980-05-17',
      AGE: '46',
      FAMILY_GROUP: '1+4',
      NOMINEE_NAME: m.nominee_name,
      REGISTRATION_DATE: m.registration_date,
      DEPENDENT_COUNT: 2,
      MEDICLAIM: {
        RECEIPT_NO: mc.receipt_no,
        ID_NUMBER: m.id_number,
        MODE_OF_PAYMENT: 'UPI',
        REFERENCE_NUMBER: '46 Years 0 Months',
        ISSUE_DATE: '2026-11-21',
        EXPIRY_DATE: '2027-04-30',
        BANK: '',
        BRANCH: '',
        AMOUNT: 9000,
        REMARKS: 'GROUP IA',
        STATUS: 'ACTIVE',
      },
      SUBSCRIPTION: {
        RECEIPT_NO: ms.receipt_no,
        ID_NUMBER: m.id_number,
        MODE_OF_PAYMENT: 'CASH',
        ISSUE_DATE: '2026-11-21',
        EXPIRY_DATE: '2026-12-31',
        AMOUNT: 600,
        REMARKS: 40,
        STATUS: 'ACTIVE',
      },
    });
    expect(mc.receipt_no).toMatch(/^MC\/2026-27\/\d{5}$/);
    expect(ms.receipt_no).toMatch(/^MS\/2026-27\/\d{5}$/);
  });

  it('gives nulls for a member who never paid, and the error flag for an unknown one', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const row = (await call('GET', `/api/print/pastRecords${m.id_number}`)).json().data[0];
    expect(row).toMatchObject({ ID_NUMBER: m.id_number, DEPENDENT_COUNT: 0, MEDICLAIM: null, SUBSCRIPTION: null });
    expect((await call('GET', '/api/print/pastRecords999999')).json()).toEqual({ error: true, data: [] });
  });

  it('leaves a reset payment off the receipt', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    await renewMembership(m.id_number);
    await call('DELETE', `/api/subscription/deactivate/${m.id_number}`, { reason: 'Cheque bounced' });
    expect((await call('GET', `/api/print/pastRecords${m.id_number}`)).json().data[0].SUBSCRIPTION).toBeNull();
  });
});
