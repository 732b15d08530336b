import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { authMessages, type RegisterAdminInput, registerAdminInput } from '@trust/contract/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import { session } from '../api/session';
import { registerAdmin } from '../features/auth/auth-api';
import { notice } from '../ui/dialogs';
import { useRevealErrors } from '../ui/reveal-errors';

export default function RegisterAdmin() {
  const navigate = useNavigate();
  const form = useForm<RegisterAdminInput>({
    resolver: zodResolver(registerAdminInput),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: { name: '', phone: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const formRef = useRevealErrors(form.formState);

  const submit = form.handleSubmit(async (values) => {
    try {
      await registerAdmin({ ...values, created_by: session.name() });
      await notice(authMessages.registeredTitle, authMessages.registered, 'success');
    } catch (error) {
      const message = error instanceof ApiError && error.status !== 409 ? error.message : authMessages.adminExists;
      await notice(authMessages.registrationFailedTitle, message, 'error');
    }
    navigate('/dashboard');
  });

  return (
    <Paper maw={480} mx="auto" mt="md" p="lg" withBorder>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            Register An Admin
          </Title>
          <TextInput label="Name" withAsterisk error={errors.name?.message} {...form.register('name')} />
          <TextInput label="Mobile" withAsterisk error={errors.phone?.message} {...form.register('phone')} />
          <TextInput
            label="Email"
            withAsterisk
            type="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" loading={isSubmitting}>
            Register
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
