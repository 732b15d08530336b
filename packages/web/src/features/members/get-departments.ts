import { useQuery } from '@tanstack/react-query';
import { listAnswer } from '@trust/contract/answers';
import { departmentRow } from '@trust/contract/member';
import { api } from '../../api/client';

const departmentsAnswer = listAnswer(departmentRow);

export const getDepartments = () => api.get('department', departmentsAnswer);

/** The department names the member form offers (OTHER is added by the form). */
export function useDepartments() {
  return useQuery({
    queryKey: ['departments'],
    queryFn: getDepartments,
    staleTime: 5 * 60_000,
    select: (answer) => answer.data.map((row) => row.DEPARTMENT).filter((name) => name !== ''),
  });
}
