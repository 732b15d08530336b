import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageAnswer } from '@trust/contract/answers';
import { auditRow } from '@trust/contract/audit';
import { api } from '../../api/client';

export interface AuditFilter {
  memberId: string;
  user: string;
  fromDate: string;
  toDate: string;
}

const auditAnswer = pageAnswer(auditRow);

export function useAudit(filter: AuditFilter, limit: number, offset: number) {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return useQuery({
    queryKey: ['audit', params.toString()],
    queryFn: () => api.get(`audit?${params}`, auditAnswer),
    placeholderData: keepPreviousData,
  });
}
