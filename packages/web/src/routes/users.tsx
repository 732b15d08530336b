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
import { errorText, useTexts } from '../i18n/catalogue';
import { admin } from '../i18n/screens/admin.en';
import { common } from '../i18n/screens/common.en';
import { dialogs } from '../i18n/screens/dialogs.en';
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
  const t = useTexts(admin);
  const say = useTexts(common);
  const d = useTexts(dialogs);
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
          title: errorText(userMessages.updatedTitle),
          message: `${user.name}: ${errorText(userMessages.updated)}`,
        });
      } catch (error) {
        await notice(d('dialogs.failed'), errorMessage(error), 'error');
      }
    };
    return userColumns(t, say('common.action'), {
      ownEmail: email,
      changeRole: (user, role) => {
        void (async () => {
          const isSure = await confirm({
            title: t('admin.changeRoleTitle'),
            text: t('admin.changeRoleText', { name: user.name, role }),
            confirmLabel: t('admin.changeRole'),
            cancelLabel: say('common.cancel'),
            danger: false,
          });
          if (isSure) await saved(user, { role });
        })();
      },
      setDisabled: (user, disabled) => {
        void (async () => {
          if (disabled) {
            const isSure = await confirm({
              title: t('admin.disableTitle'),
              text: t('admin.disableText'),
              subject: `${user.name} (${user.email})`,
              confirmLabel: t('admin.disable'),
              cancelLabel: say('common.cancel'),
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
            title: t('admin.turnOffTitle'),
            text: t('admin.turnOffText'),
            subject: `${user.name} (${user.email})`,
            confirmLabel: t('admin.turnOff'),
            cancelLabel: say('common.cancel'),
          });
          if (!isSure) return;
          try {
            await resetTwoStep.mutateAsync(user.id);
            notifications.show({
              color: 'teal',
              title: errorText(userMessages.updatedTitle),
              message: errorText(userMessages.twoStepOff),
            });
          } catch (error) {
            await notice(d('dialogs.failed'), errorMessage(error), 'error');
          }
        })();
      },
    });
  }, [email, update, resetTwoStep, t, say, d]);

  const clearAadhaarLookups = async (user: UserRow) => {
    const isSure = await confirm({
      title: errorText(userMessages.clearAadhaarLookupsTitle),
      text: errorText(userMessages.clearAadhaarLookupsText(user.name)),
      subject: `${user.name} (${user.email})`,
      confirmLabel: errorText(userMessages.clearAadhaarLookups),
      cancelLabel: say('common.cancel'),
      danger: false,
    });
    if (!isSure) return;
    try {
      await clearLookups.mutateAsync(user.id);
      notifications.show({
        color: 'teal',
        title: userMessages.updatedTitle,
        message: `${user.name}: ${errorText(userMessages.aadhaarLookupsCleared)}`,
      });
    } catch (error) {
      await notice(d('dialogs.failed'), errorMessage(error), 'error');
    }
  };

  let content = null;
  if (users.isPending)
    content = (
      <Center p="md">
        <Loader aria-label={say('common.loading')} />
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
        <DataTable
          label={t('admin.staffAccounts')}
          columns={columns}
          data={users.data}
          getRowId={(row) => String(row.id)}
        />
      </>
    );

  return (
    <Page
      title={t('admin.usersTitle')}
      actions={
        <>
          <Button component={Link} to="/register-admin">
            {t('admin.registerAdmin')}
          </Button>
          <Button component={Link} to="/dashboard" variant="default">
            {say('common.back')}
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
            if (isSaved) void notice(t('admin.saved'), errorText(userMessages.temporaryPasswordSet), 'success');
          }}
        />
      ) : null}
      <Divider />
      <SignInRulesForm />
    </Page>
  );
}
