// What the member tests share: the body of the registration form, with an ID of its own each time.

let next = 50_000;
/** A registration as the form sends it, every field filled; each call takes the next ID. */
export function newMemberBody(overrides: Record<string, unknown> = {}) {
  const id = String(next++);
  return {
    id_number: id,
    member_name: 'Sunita Deshpande',
    ticket_number: `55-${id}`,
    department: 'ACCOUNTS',
    date_of_birth: '1975-08-20',
    age: '51',
    date_of_retirement: '2035-08-31',
    mobile: `97${id.padStart(8, '0')}`,
    sex: 'FEMALE',
    blood_group: 'O+VE',
    organisation: 'CENTRAL RAILWAY',
    address: '4, "Shanti", Karve Road,\nPune',
    recommender: 'Mohan Rao',
    recommender_form_number: '1234',
    whatsapp: '9876543210',
    email: 'sunita@example.in',
    job_profile: 'OFFICE SUPERINTENDENT',
    annual_income: '650000',
    icard_no: 'CR-99812',
    nominee_name: 'Arjun',
    nominee_relation: 'SON',
    nominee_dob: '2000-01-15',
    nominee_guardian: '',
    family_group: '1+3',
    remarks: 'YES',
    user_status: 'Life member',
    ...overrides,
  };
}
