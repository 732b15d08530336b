import { SimpleGrid, Text } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import type { MemberRow } from '@trust/contract/member';

interface Fact {
  label: string;
  value: string;
}

const joined = (...parts: string[]) => parts.filter((p) => p.trim() !== '').join(', ');

function facts(m: MemberRow): Fact[] {
  return [
    { label: 'Mobile', value: m.MOBILE },
    { label: 'WhatsApp', value: m.WHATSAPP },
    { label: 'Email', value: m.EMAIL },
    { label: 'Address', value: m.ADDRESS },
    { label: 'Department', value: m.DEPARTMENT },
    { label: 'Ticket/Aadhar Number', value: m.TICKET_NUMBER },
    { label: 'Organisation', value: m.ORGANISATION },
    { label: 'Job Profile', value: m.JOB_PROFILE },
    { label: 'Date of Birth', value: joined(formatDisplayDate(m.DATE_OF_BIRTH), m.AGE ? `${m.AGE} years` : '') },
    { label: 'Date of Retirement', value: formatDisplayDate(m.DATE_OF_RETIREMENT) },
    { label: 'Sex', value: m.SEX },
    { label: 'Blood Group', value: m.BLOOD_GROUP },
    { label: 'Family Group', value: m.FAMILY_GROUP },
    { label: 'KYC', value: m.REMARKS },
    { label: 'Remarks', value: m.USER_STATUS },
    { label: 'Registration Date', value: formatDisplayDate(m.REGISTRATION_DATE) },
    { label: 'Nominee', value: joined(m.NOMINEE_NAME, m.NOMINEE_RELATION) },
    { label: 'Nominee Date of Birth', value: formatDisplayDate(m.NOMINEE_DOB) },
    { label: 'Nominee Guardian', value: m.NOMINEE_GUARDIAN },
    { label: 'Annual Income', value: m.ANNUAL_INCOME },
    { label: 'ICard No', value: m.ICARD_NO },
    {
      label: 'Recommender',
      value: joined(m.RECOMMENDER, m.RECOMMENDER_FORM_NUMBER && `form ${m.RECOMMENDER_FORM_NUMBER}`),
    },
  ];
}

/** The member's particulars as label over value, six to a row on a wide screen. */
export function MemberFacts({ member }: { member: MemberRow }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 4, lg: 6 }}
      spacing="md"
      verticalSpacing={10}
      role="group"
      aria-label="Details"
    >
      {facts(member).map((fact) => (
        <div key={fact.label}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {fact.label}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {fact.value || '—'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
