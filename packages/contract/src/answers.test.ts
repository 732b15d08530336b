import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { doneAnswer, errorAnswer, listAnswer, lookupAnswer, pageAnswer } from './answers';
import { memberRow } from './member';

const member = Object.fromEntries(Object.keys(memberRow.shape).map((key) => [key, `${key} value`]));

describe('the answer envelopes', () => {
  it('write only the keys the contract names, so a stored column never leaks', () => {
    const sent = z.encode(lookupAnswer(memberRow), {
      error: false,
      data: [{ ...member, created_by: 'clerk@trust.local', json_head: '{}' } as never],
    });
    expect(Object.keys(sent.data[0] ?? {})).toEqual(Object.keys(memberRow.shape));
    expect(sent.error).toBe(false);
  });

  it('take a lookup that found nothing as the error flag and no rows', () => {
    expect(lookupAnswer(memberRow).parse({ error: true, data: [] })).toEqual({ error: true, data: [] });
    expect(lookupAnswer(memberRow).safeParse({ error: true, data: null }).success).toBe(false);
  });

  it('give a list its total only when a page was asked for, and a page always', () => {
    expect(listAnswer(memberRow).parse({ data: [] })).toEqual({ data: [] });
    expect(listAnswer(memberRow).parse({ data: [], total: 3 })).toEqual({ data: [], total: 3 });
    expect(pageAnswer(memberRow).safeParse({ data: [] }).success).toBe(false);
  });

  it('refuse an error answer without its flag, message or code, and a change answered as failed', () => {
    expect(errorAnswer.safeParse({ message: 'x' }).success).toBe(false);
    expect(errorAnswer.safeParse({ error: true, message: 'Bad' }).success).toBe(false);
    const issue = { path: 'amount', message: 'Bad', code: 'unlisted', params: {} };
    const answer = { error: true, message: 'Bad', code: 'unlisted', params: {}, issues: [issue] };
    expect(errorAnswer.parse(answer)).toEqual(answer);
    expect(doneAnswer.safeParse({ error: true }).success).toBe(false);
  });
});
