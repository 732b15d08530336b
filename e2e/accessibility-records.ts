import type { Page } from '@playwright/test';
import { apiCall, cashDeposit, createMember, post, todayInIndia } from './api';

/** What the accessibility sweeps show on their screens, set up through the API. */
export interface Records {
  memberId: string;
  dependentNo: number;
  miscId: number;
  gpaId: number;
  dependentGpaId: number;
  /** A member whose membership lapsed five days ago: the renewal lists show it with its reminders. */
  lapsedId: string;
  /** A bulk renewal of one member's mediclaim, for its batch print. */
  batchId: number;
  /** A deposit slip of the cash book, and the day whose takings it carried. */
  depositId: number;
  cashDay: string;
}

function daysFromToday(days: number): string {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const dependentOf = (memberId: string) => ({
  id: memberId,
  dependent_name: 'Ravi Narayan',
  relation: 'SON',
  dob: '2010-03-04',
  age: '16',
  sex: 'MALE',
  blood_group: 'YES',
  job_profile: 'STUDENT',
  annual_income: '0',
  icard_no: 'D-1',
});

/** A member of family group 1+1 whose membership is paid, its mediclaim renewed in a batch of one line. */
async function bulkRenewal(page: Page): Promise<number> {
  const id = await createMember(page, { member_name: 'Meena Kulkarni', family_group: '1+1' });
  await post(page, `subscription/activate/${id}`, { mode_of_payment: 'CASH', amount: '600', remarks: '0' });
  const group = await (await apiCall(page, 'GET', `master/group/${id}`)).json();
  const fee = String(group.data[0].amount);
  const batch = await post(page, 'renewals/bulk', {
    kind: 'MEDICLAIM',
    lines: [{ line: 2, member: id, amount: fee, group: 'GROUP IA', reference_number: 'NEFT-1' }],
  });
  return batch.id;
}

/** A member with a dependent, both subscriptions paid, a misc receipt and GPAIS records of both. */
export async function recordsToShow(page: Page): Promise<Records> {
  const memberId = await createMember(page, { job_profile: 'Clerk', annual_income: '420000', icard_no: 'IC-1' });
  const dependent = await post(page, 'dependent', dependentOf(memberId));
  await post(page, `subscription/activate/${memberId}`, { mode_of_payment: 'CASH', amount: '600', remarks: '50' });
  await post(page, `mediclaim/activate/${memberId}`, {
    mode_of_payment: 'UPI',
    amount: '9000',
    remarks: 'GROUP IA',
    reference_number: '48 Years 2 Months',
  });
  const misc = await post(page, 'misc/report', {
    member_id: memberId,
    mode_of_payment: 'CASH',
    reissue_book: '50',
    membership_period: '2026',
    subscription_amount: '600',
    bank_charges: '0',
    fine: '10',
    misc: '0',
  });
  const nominee = {
    nominee_name: 'Sita Narayan',
    nominee_relation: 'WIFE',
    nominee_dob: '1980-01-01',
    risk_group: 'UPI',
    sa_amount: '500000',
    premium_amount: '1200',
  };
  const gpa = await post(page, 'gpa', { member_id: memberId, ...nominee });
  const dependentGpa = await post(page, 'gpa-dependent', {
    member_id: memberId,
    dependent_id: dependent.id,
    ...nominee,
  });
  const lapsedId = await createMember(page, { member_name: 'Suresh Patil' });
  await post(page, `subscription/activate/${lapsedId}`, {
    mode_of_payment: 'CASH',
    amount: '600',
    remarks: '0',
    issue_date: daysFromToday(-40),
    expiry_date: daysFromToday(-5),
  });
  const batchId = await bulkRenewal(page);
  return {
    batchId,
    ...(await cashDeposit(page, memberId, daysFromToday(-2))),
    memberId,
    dependentNo: dependent.id,
    miscId: misc.id,
    gpaId: gpa.id,
    dependentGpaId: dependentGpa.id,
    lapsedId,
  };
}
