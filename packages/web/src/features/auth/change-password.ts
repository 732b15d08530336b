import { doneAnswer } from '@trust/contract/answers';
import type { ChangePasswordInput } from '@trust/contract/auth';
import { api } from '../../api/client';

export const changePassword = (input: ChangePasswordInput) => api.post('password', input, doneAnswer);
