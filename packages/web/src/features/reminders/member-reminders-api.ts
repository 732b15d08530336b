import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionKind } from '@trust/contract/reminder';
import {
  type ChannelName,
  type HandSentInput,
  memberRemindersAnswer,
  optOutLinkAnswer,
  optOutsAnswer,
  outboxRow,
} from '@trust/contract/reminders';
import { api } from '../../api/client';

/** One member's reminders and opt-outs, a hand-sent reminder, and a member's own opt-out link. */

const memberPath = (memberId: string) => `members/${encodeURIComponent(memberId)}`;

/** The member's reminders, newest first (the latest 100). */
export function useMemberReminders(memberId: string) {
  return useQuery({
    queryKey: ['reminders', 'member', memberId],
    queryFn: () => api.get(`${memberPath(memberId)}/reminders`, memberRemindersAnswer),
    select: (answer) => answer.data,
    enabled: memberId !== '',
  });
}

export const logHandSent = (memberId: string, input: HandSentInput) =>
  api.post(`${memberPath(memberId)}/reminders/hand-sent`, input, outboxRow);

/** A reminder staff sent by hand (a WhatsApp chat, a letter), logged beside those the server sends. */
export function useLogHandSent(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: SubscriptionKind; channel: HandSentInput['channel'] }) => logHandSent(memberId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reminders', 'member', memberId] }),
  });
}

export function useOptOuts(memberId: string) {
  return useQuery({
    queryKey: ['reminders', 'opt-outs', memberId],
    queryFn: () => api.get(`${memberPath(memberId)}/reminder-opt-outs`, optOutsAnswer),
    select: (answer) => answer.data,
  });
}

/** The whole set of channels the member gets no reminders by; the others are allowed again. */
export function useChangeOptOuts(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channels: ChannelName[]) =>
      api.put(`${memberPath(memberId)}/reminder-opt-outs`, { channels }, optOutsAnswer),
    onSuccess: (answer) => queryClient.setQueryData(['reminders', 'opt-outs', memberId], answer),
  });
}

const linkPath = (token: string) => `opt-out/${encodeURIComponent(token)}`;

/** What a reminder e-mail's opt-out link stops, read without signing in. */
export function useOptOutLink(token: string) {
  return useQuery({ queryKey: ['opt-out', token], queryFn: () => api.get(linkPath(token), optOutLinkAnswer) });
}

export function useConfirmOptOut(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(linkPath(token), {}, optOutLinkAnswer),
    onSuccess: (answer) => queryClient.setQueryData(['opt-out', token], answer),
  });
}
