import { Alert, Button, Center, Divider, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Role } from '@trust/contract/roles';
import { type UserRow, userMessages } from '@trust/contract/users';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { SignInRulesForm } from '../features/two-step/sign-in-rules-form';
import { LockedAadhaarLookups } from '../features/users/locked-aadhaar-lookups';
import { TemporaryPasswordForm } from '../features/users/temporary-password-form';
import { userColumns } from '../features/users/user-columns';
import { useClearAadhaarLookups, useResetTwoStep, useUpdateUser, useUsers } from '../features/users/users-api';
import { DataTable } from '../ui/data-table';
import { confirm, notice } from '../ui/dialogs';
import { Page } from '../ui/page';
import { useSignedIn } from '../ui/signed-in';

/**
 * The staff's accounts (ADMIN): every account with its role and state; change a role, disable or
 * enable an account (disabling signs it out at once), give a temporary password, clear the Aadhaar
 * lookups of an account locked for the day; the sign-in rules.
 */
export default function Users() {
  const { email } = useSignedIn();
  const users = useUsers();
  const update = useUpdateUser();
  const resetTwoStep = useResetTwoStep();
  const clearLookups = useClearAadhaarLookups();
  const [passwordFor, setPasswordFor] = useState<UserRow | null>(null);

  const columns = useMemo(() => {
    const saved = async (user: UserRow, change: { role?: Role; disabled?: boolean }) => {
      try {
        await update.mutateAsync({ id: user.id, input: change });
        notifications.show({
          color: 'teal',
          title: userMessages.updatedTitle,
          message: `${user.name}: ${userMessages.updated}`,
        });
      } catch (error) {
        await notice('Failed', errorMessage(error), 'error');
      }
    };
    return userColumns({
      ownEmail: email,
      changeRole: (user, role) => {
        void (async () => {
          const isSure = await confirm({
            title: 'Change the role?',
            text: `${user.name} becomes ${role}, from their next click.`,
            confirmLabel: 'Change the role',
            cancelLabel: 'Cancel',
            danger: false,
          });
          if (isSure) await saved(user, { role });
        })();
      },
      setDisabled: (user, disabled) => {
        void (async () => {
          if (disabled) {
            const isSure = await confirm({
              title: 'Disable the account?',
              text: 'They are signed out at once and cannot sign in until an admin enables the account.',
              subject: `${user.name} (${user.email})`,
              confirmLabel: 'Disable',
              cancelLabel: 'Cancel',
            });
            if (!isSure) return;
          }
          await saved(user, { disabled });
        })();
      },
      giveTemporaryPassword: setPasswordFor,
      turnOffTwoStep: (user) => {
        void (async () => {
          const isSure = await confirm({
            title: 'Turn off two-step sign-in?',
            text: 'For someone who lost both their phone and their recovery codes: their password alone signs them in until they set it up again.',
            subject: `${user.name} (${user.email})`,
            confirmLabel: 'Turn off',
            cancelLabel: 'Cancel',
          });
          if (!isSure) return;
          try {
            await resetTwoStep.mutateAsync(user.id);
            notifications.show({ color: 'teal', title: userMessages.updatedTitle, message: userMessages.twoStepOff });
          } catch (error) {
            await notice('Failed', errorMessage(error), 'error');
          }
        })();
      },
    });
  }, [email, update, resetTwoStep]);

  const clearAadhaarLookups = async (user: UserRow) => {
    const isSure = await confirm({
      title: userMessages.clearAadhaarLookupsTitle,
      text: userMessages.clearAadhaarLookupsText(user.name),
      subject: `${user.name} (${user.email})`,
      confirmLabel: userMessages.clearAadhaarLookups,
      cancelLabel: 'Cancel',
      danger: false,
    });
    if (!isSure) return;
    try {
      await clearLookups.mutateAsync(user.id);
      notifications.show({
        color: 'teal',
        title: userMessages.updatedTitle,
        message: `${user.name}: ${userMessages.aadhaarLookupsCleared}`,
      });
    } catch (error) {
      await notice('Failed', errorMessage(error), 'error');
    }
  };

  let content = null;
  if (users.isPending)
    content = (
      <Center p="md">
        <Loader aria-label="Loading" />
      </Center>
    );
  else if (users.isError)
    content = (
      <Alert color="red" variant="light">
        {errorMessage(users.error)}
      </Alert>
    );
  else
    content = (
      <>
        <LockedAadhaarLookups users={users.data} onClear={(user) => void clearAadhaarLookups(user)} />
        <DataTable label="Staff accounts" columns={columns} data={users.data} getRowId={(row) => String(row.id)} />
      </>
    );

  return (
    <Page
      title="Users"
      actions={
        <>
          <Button component={Link} to="/register-admin">
            Register An Admin
          </Button>
          <Button component={Link} to="/dashboard" variant="default">
            Back
          </Button>
        </>
      }
    >
      {content}
      {passwordFor ? (
        <TemporaryPasswordForm
          key={passwordFor.id}
          user={passwordFor}
          onDone={(isSaved) => {
            setPasswordFor(null);
            if (isSaved) void notice('Saved', userMessages.temporaryPasswordSet, 'success');
          }}
        />
      ) : null}
      <Divider />
      <SignInRulesForm />
    </Page>
  );
}
