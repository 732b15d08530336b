import { Alert, Text } from '@mantine/core';
import { verifyMessages } from '@trust/contract/verify';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../api/client';
import { useReceiptVerification } from '../features/verify/get-receipt-verification';
import { ReceiptVerificationCard } from '../features/verify/receipt-verification-card';
import { errorText, useTexts } from '../i18n/catalogue';
import { verify } from '../i18n/screens/verify.en';
import { PrintLoading } from '../ui/print-layout';
import { TrustHeading } from '../ui/printed';

/**
 * `/verify/{code}`, the address a printed receipt's QR code carries: public, with no sign-in, for a
 * member, a bank or an auditor to see whether a paper receipt is genuine and still stands. It shows
 * only what the server answers: no member's details beyond the initials of the name. With no user
 * signed in, it is in the language chosen in this browser.
 */
export default function VerifyReceipt() {
  const t = useTexts(verify);
  const { code = '' } = useParams();
  const verification = useReceiptVerification(code);
  const status = verification.error instanceof ApiError ? verification.error.status : null;

  let content: ReactNode;
  if (verification.isPending) content = <PrintLoading />;
  else if (verification.isSuccess) content = <ReceiptVerificationCard receipt={verification.data} />;
  else if (status === 404) {
    content = (
      <Alert color="red" variant="light" title={errorText(verifyMessages.notFound)} role="alert">
        <Text>{t('verify.checkCode')}</Text>
      </Alert>
    );
  } else {
    content = (
      <Alert color={status === 429 ? 'yellow' : 'red'} variant="light" role="alert">
        {errorMessage(verification.error)}
      </Alert>
    );
  }

  return (
    <div className="print-page verify-page">
      <article className="print-sheet" aria-label={t('verify.title')}>
        <header className="print-heading">
          <img src="/logo.svg" alt="" width={48} height={48} />
          <TrustHeading inReceiptLanguages={false} />
        </header>
        <h2 className="print-title">{t('verify.title')}</h2>
        <Text size="sm" c="dimmed" mb="md" className="verify-address">
          {code}
        </Text>
        {content}
      </article>
    </div>
  );
}
