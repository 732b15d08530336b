import { Alert, Button, Center, Loader } from '@mantine/core';
import { amountsFromFeeRows, feeMessages, type UpdateAmountsInput } from '@trust/contract/fee';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { AmountsForm } from '../features/fees/amounts-form';
import { useFees } from '../features/fees/get-fees';
import { useUpdateAmounts } from '../features/fees/update-amounts';
import { notice, savedOrFailed } from '../ui/dialogs';
import { useNavigateNow } from '../ui/navigation';
import { Page } from '../ui/page';

export default function UpdateAmount() {
  const navigate = useNavigateNow();
  const fees = useFees();
  const update = useUpdateAmounts();

  const submit = async (values: UpdateAmountsInput) => {
    if ((await savedOrFailed(() => update.mutateAsync(values))) === null) return;
    await notice(feeMessages.updatedTitle, feeMessages.updated, 'success');
    navigate('/dashboard');
  };

  let content = null;
  if (fees.isPending)
    content = (
      <Center p="md">
        <Loader aria-label="Loading" />
      </Center>
    );
  else if (fees.isError)
    content = (
      <Alert color="red" variant="light">
        {errorMessage(fees.error)}
      </Alert>
    );
  else content = <AmountsForm initial={amountsFromFeeRows(fees.data)} onSubmit={submit} />;

  return (
    <Page
      title="Update amount"
      maw={900}
      actions={
        <Button component={Link} to="/dashboard" variant="default">
          Back
        </Button>
      }
    >
      {content}
    </Page>
  );
}
