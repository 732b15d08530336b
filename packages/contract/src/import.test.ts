import { describe, expect, it } from 'vitest';
import {
  columnName,
  dependentKey,
  IMPORT_COLUMNS,
  importMessages,
  normaliseCells,
  parseDependentRow,
  parseMemberRow,
  parsePaymentRow,
} from './import';

const member = {
  id_number: '12 345',
  member_name: 'Sunita Kale',
  department: 'accounts',
  date_of_birth: '21/08/1979',
  mobile: '9822012345',
  sex: 'female',
  blood_group: 'o+ve',
  organisation: 'CENTRAL RAILWAY',
  address: '4 Loco Colony, Pune',
  family_group: '1+3',
  remarks: 'yes',
};

describe('import templates', () => {
  it('name their columns as the forms name their inputs', () => {
    expect(IMPORT_COLUMNS.members.slice(0, 2)).toEqual(['id_number', 'member_name']);
    expect(IMPORT_COLUMNS.members.at(-1)).toBe('registration_date');
    expect(IMPORT_COLUMNS.dependents[0]).toBe('id');
    expect(IMPORT_COLUMNS.payments).toEqual([
      'kind',
      'id_number',
      'issue_date',
      'expiry_date',
      'mode_of_payment',
      'amount',
      'book_fee',
      'group',
      'reference_number',
      'bank',
      'branch',
    ]);
  });

  it('match headers ignoring case and spacing, and read dd/MM/yyyy dates', () => {
    expect(columnName('  ID Number ')).toBe('id_number');
    expect(normaliseCells({ 'Date Of Birth': '1/2/1980', Amount: 600, Blank: null, dob: '31/02/1980' })).toEqual({
      date_of_birth: '1980-02-01',
      amount: '600',
      blank: '',
      dob: '31/02/1980',
    });
  });
});

describe('an imported member', () => {
  it('is checked as the form checks it, with age and retirement worked out when empty', () => {
    const parsed = parseMemberRow(normaliseCells(member), '2026-11-21');
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        id_number: '12345',
        age: '47',
        date_of_birth: '1979-08-21',
        date_of_retirement: '2039-08-31',
        sex: 'FEMALE',
        registration_date: '2026-11-21',
      },
    });
  });

  it("carries the form's messages, one per column", () => {
    const parsed = parseMemberRow(
      normaliseCells({ ...member, member_name: 'R4vi', mobile: 'x', registration_date: 'soon' }),
    );
    expect(parsed).toEqual({
      ok: false,
      problems: [
        { field: 'member_name', message: 'Name In Alphabets Only ' },
        { field: 'mobile', message: 'Valid Contact No. Required' },
        { field: 'registration_date', message: 'Enter a date as YYYY-MM-DD' },
      ],
    });
  });
});

describe('an imported dependent', () => {
  it('is the same one again whatever the case and spacing of its name', () => {
    expect(dependentKey('12', ' om  kale', '2008-04-02')).toBe(dependentKey('12', 'OM KALE', '2008-04-02'));
    expect(parseDependentRow({ id: '12' })).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([{ field: 'dependent_name', message: 'Dependent Name Is Required Field' }]),
    });
  });
});

describe('an imported payment', () => {
  it('needs its kind and the day it was paid', () => {
    expect(parsePaymentRow({ id_number: '5', amount: '600', mode_of_payment: 'CASH' })).toEqual({
      ok: false,
      problems: [
        { field: 'kind', message: importMessages.kindRequired },
        { field: 'issue_date', message: importMessages.issueDateRequired },
      ],
    });
  });

  it('expires by its subscription rule when no expiry is given', () => {
    const membership = parsePaymentRow({
      kind: 'membership',
      id_number: '5',
      issue_date: '2019-03-01',
      amount: '600',
      mode_of_payment: 'cash',
    });
    expect(membership).toMatchObject({ ok: true, value: { expiry_date: '2019-12-31', book_fee: 0 } });
    const mediclaim = parsePaymentRow({
      kind: 'MEDICLAIM',
      id_number: '5',
      issue_date: '2019-03-01',
      amount: '9000',
      mode_of_payment: 'UPI',
      group: 'group ib',
    });
    expect(mediclaim).toMatchObject({ ok: true, value: { expiry_date: '2020-04-30', group_name: 'GROUP IB' } });
  });

  it("says a membership book fee's problem under book_fee and a mediclaim group's under group", () => {
    const fee = parsePaymentRow({
      kind: 'MEMBERSHIP',
      id_number: '5',
      issue_date: '2019-03-01',
      amount: '600',
      mode_of_payment: 'CASH',
      book_fee: 'ten',
    });
    expect(fee).toEqual({ ok: false, problems: [{ field: 'book_fee', message: 'Book Fee In Number Only ' }] });
    const group = parsePaymentRow({
      kind: 'MEDICLAIM',
      id_number: '5',
      issue_date: '2019-03-01',
      amount: '9000',
      mode_of_payment: 'UPI',
    });
    expect(group).toEqual({ ok: false, problems: [{ field: 'group', message: 'Group Is Required Field' }] });
  });
});
