import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageAnswer } from '@trust/contract/answers';
import { channelsAnswer } from '@trust/contract/channels';
import {
  type OutboxQuery,
  outboxRow,
  previewAnswer,
  reminderRun,
  retryAnswer,
  runAnswer,
  type ScheduleInput,
  scheduleAnswer,
} from '@trust/contract/reminders';
import { api } from '../../api/client';

/** The calls of the Reminders screen (docs/api.md, Reminders). */

/** Each channel: configured or not, what it sends through (never a secret), and its pace. */
export function useChannels() {
  return useQuery({ queryKey: ['channels'], queryFn: () => api.get('channels', channelsAnswer) });
}

export const getSchedule = () => api.get('reminders/schedule', scheduleAnswer);

/** Each kind's schedule, the hour of the daily run and which channels are configured. */
export function useSchedule() {
  return useQuery({ queryKey: ['reminders', 'schedule'], queryFn: getSchedule });
}

export const putSchedule = (input: ScheduleInput) => api.put('reminders/schedule', input, scheduleAnswer);

/** A kind switched on or off, its days or channels changed; the preview is read again after. */
export function useChangeSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSchedule,
    onSuccess: (answer) => queryClient.setQueryData(['reminders', 'schedule'], answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reminders'] }),
  });
}

/** What a run today would queue and skip; nothing is written. */
export function usePreview(limit: number, offset: number) {
  return useQuery({
    queryKey: ['reminders', 'preview', limit, offset],
    queryFn: () => api.get(`reminders/preview?limit=${limit}&offset=${offset}`, previewAnswer),
    placeholderData: keepPreviousData,
  });
}

const runsAnswer = pageAnswer(reminderRun);

export function useRuns(limit: number, offset: number) {
  return useQuery({
    queryKey: ['reminders', 'runs', limit, offset],
    queryFn: () => api.get(`reminders/runs?limit=${limit}&offset=${offset}`, runsAnswer),
    placeholderData: keepPreviousData,
  });
}

/** The outbox's filters as the screen holds them: empty means any. */
export type OutboxFilter = Partial<
  Record<'state' | 'channel' | 'kind' | 'run' | 'member' | 'fromDate' | 'toDate', string>
>;

/** The query string of the outbox and its CSV, from the filters set. */
export function outboxParams(filter: OutboxFilter, page?: Pick<OutboxQuery, 'limit' | 'offset'>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (page) {
    params.set('limit', String(page.limit));
    params.set('offset', String(page.offset));
  }
  return params;
}

const outboxAnswer = pageAnswer(outboxRow);

export function useOutbox(filter: OutboxFilter, limit: number, offset: number) {
  const params = outboxParams(filter, { limit, offset });
  return useQuery({
    queryKey: ['reminders', 'outbox', params.toString()],
    queryFn: () => api.get(`reminders/outbox?${params}`, outboxAnswer),
    placeholderData: keepPreviousData,
  });
}

export const downloadOutbox = (filter: OutboxFilter) =>
  api.download(`reminders/outbox.csv?${outboxParams(filter)}`, 'reminders.csv');

/**
 * Queues now what falls due today and starts sending it; the runs, the log and the preview are read
 * again after.
 */
export function useRunNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('reminders/run', {}, runAnswer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reminders'] }),
  });
}

export function useRetryFailed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('reminders/retry-failed', {}, retryAnswer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reminders'] }),
  });
}
