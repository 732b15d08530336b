import { z } from 'zod';
import { pageLimit, paramText } from './fields';
import { memberRow } from './member';

/**
 * The Member List screen's pages. A page starts after (or ends before) a member rather than at an
 * offset: the database then seeks to that member in the name index instead of walking past every
 * member before it, so a page deep in half a million members costs what the first one does. The
 * list's size is counted apart (`GET members/count`), once per filter, not for each page.
 */

export const memberListMessages = {
  goneMember: 'The member this page started from is no longer on the list: start again from the first page',
} as const;

export const memberListQuery = z
  .object({
    q: paramText(100).optional(),
    limit: pageLimit(100).default(50),
    /** The ID of the last member of the page before: the Next page. */
    after: paramText(50).optional(),
    /** The ID of the first member of the page after: the Previous page. */
    before: paramText(50).optional(),
  })
  .refine((query) => query.after === undefined || query.before === undefined, {
    message: 'A page is after a member or before one, not both',
    path: ['before'],
  });
export type MemberListQuery = z.infer<typeof memberListQuery>;

/**
 * A line of the Member List: what its columns show (NAME, DEPARTMENT, MOBILE, ADDRESS, EMAIL) and
 * the ID its link and Delete need. The member's other particulars (birth date, nominee, income…)
 * stay on the member's own screen: a page of 50 members carries six fields each, not twenty-seven.
 */
export const memberListRow = memberRow
  .pick({ ID_NUMBER: true, MEMBER_NAME: true, DEPARTMENT: true, MOBILE: true, ADDRESS: true, EMAIL: true })
  .meta({ id: 'MemberListRow' });
export type MemberListRow = z.infer<typeof memberListRow>;

export const memberListPage = z
  .object({
    data: z.array(memberListRow),
    /** Whether the list goes on after this page, and before it. */
    more: z.boolean(),
    earlier: z.boolean(),
  })
  .meta({ id: 'MemberListPage' });
export type MemberListPage = z.infer<typeof memberListPage>;

export const memberListCountQuery = z.object({ q: paramText(100).optional() });
export const memberListCount = z.object({ total: z.number().int() }).meta({ id: 'MemberListCount' });
