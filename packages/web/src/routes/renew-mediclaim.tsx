import { Alert, Box, Button, Group, Loader, LoadingOverlay, Stack, Text } from '@mantine/core';
import { ageInYearsAndMonths, isValidIsoDate, todayInIndia } from '@trust/contract/dates';
import { type MediclaimRenewalInput, mediclaimMessages } from '@trust/contract/mediclaim';
import { Link, useParams } from 'react-router';
import { useGroupPrice } from '../features/fees/get-group-price';
import { useMediclaimStatus } from '../features/mediclaim/get-mediclaim-status';
import { MediclaimRenewalForm } from '../features/mediclaim/mediclaim-renewal-form';
import { useRenewMediclaim } from '../features/mediclaim/renew-mediclaim';
import { errorText, useTexts } from '../i18n/catalogue';
import { renewals } from '../i18n/screens/renewals.en';
import { printOrHome, savedOrFailed } from '../ui/dialogs';
import { useNavigateNow } from '../ui/navigation';
import { RenewalScreen } from '../ui/renewal-screen';

/** Renew mediclaim (at SPEC's address /renew-membership/:id): the payment form shows only while the membership subscription is ACTIVE. */
export default function RenewMediclaim() {
  const { id = '' } = useParams();
  const navigate = useNavigateNow();
  const member = useGroupPrice(id);
  const renew = useRenewMediclaim(id);
  const mediclaim = useMediclaimStatus(id);
  const today = todayInIndia();
  const t = useTexts(renewals);

  const submit = async (values: MediclaimRenewalInput) => {
    const renewed = await savedOrFailed(() => renew.mutateAsync(values));
    if (!renewed) return;
    const choice = await printOrHome(errorText(mediclaimMessages.renewed));
    navigate(
      choice === 'print'
        ? `/print-report/${encodeURIComponent(id)}?type=${encodeURIComponent('Mediclaim Subscription')}`
        : '/',
    );
  };

  const m = member.data;
  return (
    <RenewalScreen
      title={t('renewals.mediclaimTitle')}
      backTo={`/check-mediclaim-membership?id=${encodeURIComponent(id)}`}
      memberId={id}
      isPending={member.isPending}
      pendingView={
        <Box pos="relative" mih={160}>
          <LoadingOverlay
            visible
            loaderProps={{
              children: (
                <Stack align="center" gap="xs">
                  <Loader />
                  <Text>{errorText(mediclaimMessages.loading)}</Text>
                </Stack>
              ),
            }}
          />
        </Box>
      }
      error={member.error}
      isMissing={!m}
      facts={[
        [t('renewals.familyGroup'), m?.family_group ?? ''],
        [t('renewals.membershipStatus'), m?.STATUS ?? ''],
        [t('renewals.remarks'), m?.REMARKS || '—'],
      ]}
      bounced={mediclaim.data?.data[0]?.BOUNCED}
    >
      {m?.STATUS === 'ACTIVE' ? (
        <MediclaimRenewalForm
          memberId={id}
          today={today}
          reference={isValidIsoDate(m.DATE_OF_BIRTH) ? ageInYearsAndMonths(m.DATE_OF_BIRTH, today) : ''}
          amount={m.amount}
          onSubmit={submit}
        />
      ) : (
        // Mediclaim needs a paid membership: the way on is to renew that first, then come back here.
        <Alert color="red" variant="light">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorText(mediclaimMessages.membershipExpired)}</Text>
            <Group>
              <Button component={Link} to={`/renew-subscription/${encodeURIComponent(id)}`}>
                {t('renewals.renewMembership')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </RenewalScreen>
  );
}
