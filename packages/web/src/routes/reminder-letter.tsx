import { Button, Stack, Text } from '@mantine/core';
import { formatDisplayDate, todayInIndia } from '@trust/contract/dates';
import { memberMessages } from '@trust/contract/member';
import { PRINTED_LETTER } from '@trust/contract/printed-words';
import { membershipNumber } from '@trust/contract/receipt';
import { reminderLetter, reminderLetterInHindi, subscriptionInHindi, subscriptionKind } from '@trust/contract/reminder';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../api/client';
import { useMemberOverview } from '../features/overview/get-member-overview';
import { useLogHandSent } from '../features/reminders/member-reminders-api';
import { errorText, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { prints } from '../i18n/screens/prints.en';
import { PrintLayout, PrintLoading, PrintProblem } from '../ui/print-layout';
import { Printed, usePrintedInline, usePrintedLanguages } from '../ui/printed';
import { useCan } from '../ui/signed-in';
import { useTrustSettings } from '../ui/trust-settings';

/**
 * A renewal reminder on the trust's letterhead, to print and post or hand over: in English, in Hindi,
 * or in both one after the other on one sheet, by the trust's RECEIPT_LANGUAGES.
 */
export default function ReminderLetter() {
  const t = useTexts(prints);
  const tc = useTexts(common);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const kind = subscriptionKind(params.get('kind'));
  const overview = useMemberOverview(kind ? id : '');
  const { trustName, trustNameHindi, membershipPrefix } = useTrustSettings();
  const { english, hindi } = usePrintedLanguages();
  const inline = usePrintedInline();
  const can = useCan();
  const logHandSent = useLogHandSent(id);

  const back = (
    <Button component={Link} to={`/member/${encodeURIComponent(id)}`} variant="default">
      {tc('common.back')}
    </Button>
  );
  const problem = (message: string) => <PrintProblem message={message} back={back} />;

  if (!kind) return problem(t('prints.unknownReminder'));
  if (overview.isPending) return <PrintLoading />;
  if (overview.isError) {
    const isUnknown = overview.error instanceof ApiError && overview.error.status === 404;
    return problem(isUnknown ? errorText(memberMessages.memberNotFound) : errorMessage(overview.error));
  }

  const { member } = overview.data;
  const today = todayInIndia();
  const facts = { memberName: member.MEMBER_NAME, trustName, kind, expiryDate: overview.data[kind].EXPIRY_DATE, today };
  const letter = reminderLetter(facts);
  const trustInHindi = trustNameHindi || trustName;
  const letterInHindi = reminderLetterInHindi({ ...facts, trustName: trustInHindi });
  const subject = kind === 'membership' ? 'Membership' : 'Mediclaim';

  return (
    <PrintLayout
      printedTitle={{ word: 'Renewal Reminder' }}
      actions={back}
      // A printed letter is a reminder sent by hand: staff's print is logged as one.
      onPrint={() => {
        if (can('STAFF')) logHandSent.mutate({ kind, channel: 'letter' });
        window.print();
      }}
    >
      <div className="reminder-letter">
        <Text ta="right" mb="md">
          {inline('Date')}: {formatDisplayDate(today)}
        </Text>
        <p>
          {inline('To,')}
          <br />
          <strong>{member.MEMBER_NAME}</strong>
          <br />
          <span className="letter-address">{member.ADDRESS}</span>
        </p>
        <p>
          {inline('Membership No')}: {membershipNumber(membershipPrefix, member.ID_NUMBER)}
        </p>
        {english ? (
          <>
            <p>
              <strong>{PRINTED_LETTER.subject(subject)}</strong>
            </p>
            <p>{letter.greeting}</p>
            <p>{letter.body}</p>
          </>
        ) : null}
        {hindi ? (
          <div lang="hi">
            <p>
              <strong>विषय: {subscriptionInHindi(kind)} का नवीनीकरण</strong>
            </p>
            <p>{letterInHindi.greeting}</p>
            <p>{letterInHindi.body}</p>
          </div>
        ) : null}
        <p>{inline('Yours faithfully,')}</p>
        <Stack gap={0} align="flex-end" mt={56}>
          {english ? <Text size="sm">{PRINTED_LETTER.signOff(trustName)}</Text> : null}
          {hindi ? (
            <Text size="sm" lang="hi">
              {trustInHindi} की ओर से
            </Text>
          ) : null}
          <Text size="sm" mt={40} pt={4} style={{ borderTop: '1px solid var(--mantine-color-gray-6)' }}>
            <Printed word="Authorised Signatory" />
          </Text>
        </Stack>
      </div>
    </PrintLayout>
  );
}
