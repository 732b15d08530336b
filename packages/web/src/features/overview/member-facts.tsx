import { SimpleGrid, Text } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import type { MemberRow } from '@trust/contract/member';
import { useTexts } from '../../i18n/catalogue';
import { overview } from '../../i18n/screens/overview.en';

type T = ReturnType<typeof useTexts<typeof overview>>;

interface Fact {
  label: string;
  value: string;
}

const joined = (...parts: string[]) => parts.filter((p) => p.trim() !== '').join(', ');

function facts(m: MemberRow, t: T): Fact[] {
  return [
    { label: t('overview.fact.mobile'), value: m.MOBILE },
    { label: t('overview.fact.whatsapp'), value: m.WHATSAPP },
    { label: t('overview.fact.email'), value: m.EMAIL },
    { label: t('overview.fact.address'), value: m.ADDRESS },
    { label: t('overview.fact.department'), value: m.DEPARTMENT },
    { label: t('overview.fact.ticket'), value: m.TICKET_NUMBER },
    { label: t('overview.fact.organisation'), value: m.ORGANISATION },
    { label: t('overview.fact.jobProfile'), value: m.JOB_PROFILE },
    {
      label: t('overview.fact.dateOfBirth'),
      value: joined(formatDisplayDate(m.DATE_OF_BIRTH), m.AGE ? t('overview.years', { age: m.AGE }) : ''),
    },
    { label: t('overview.fact.dateOfRetirement'), value: formatDisplayDate(m.DATE_OF_RETIREMENT) },
    { label: t('overview.fact.sex'), value: m.SEX },
    { label: t('overview.fact.bloodGroup'), value: m.BLOOD_GROUP },
    { label: t('overview.fact.familyGroup'), value: m.FAMILY_GROUP },
    { label: t('overview.fact.kyc'), value: m.REMARKS },
    { label: t('overview.fact.remarks'), value: m.USER_STATUS },
    { label: t('overview.fact.registrationDate'), value: formatDisplayDate(m.REGISTRATION_DATE) },
    { label: t('overview.fact.nominee'), value: joined(m.NOMINEE_NAME, m.NOMINEE_RELATION) },
    { label: t('overview.fact.nomineeDateOfBirth'), value: formatDisplayDate(m.NOMINEE_DOB) },
    { label: t('overview.fact.nomineeGuardian'), value: m.NOMINEE_GUARDIAN },
    { label: t('overview.fact.annualIncome'), value: m.ANNUAL_INCOME },
    { label: t('overview.fact.icardNo'), value: m.ICARD_NO },
    {
      label: t('overview.fact.recommender'),
      value: joined(
        m.RECOMMENDER,
        m.RECOMMENDER_FORM_NUMBER && t('overview.form', { number: m.RECOMMENDER_FORM_NUMBER }),
      ),
    },
  ];
}

/** The member's particulars as label over value, six to a row on a wide screen. */
export function MemberFacts({ member }: { member: MemberRow }) {
  const t = useTexts(overview);
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 4, lg: 6 }}
      spacing="md"
      verticalSpacing={10}
      role="group"
      aria-label={t('overview.details')}
    >
      {facts(member, t).map((fact) => (
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
