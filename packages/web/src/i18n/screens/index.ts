import type { Texts } from '../texts';
import { account } from './account.en';
import { accountHi } from './account.hi';
import { admin } from './admin.en';
import { adminHi } from './admin.hi';
import { apiDocs } from './api-docs.en';
import { apiDocsHi } from './api-docs.hi';
import { audit } from './audit.en';
import { auditHi } from './audit.hi';
import { cashbook } from './cashbook.en';
import { cashbookHi } from './cashbook.hi';
import { common } from './common.en';
import { commonHi } from './common.hi';
import { dependents } from './dependents.en';
import { dependentsHi } from './dependents.hi';
import { dialogs } from './dialogs.en';
import { dialogsHi } from './dialogs.hi';
import { figures } from './figures.en';
import { figuresHi } from './figures.hi';
import { gpa } from './gpa.en';
import { gpaHi } from './gpa.hi';
import { lists } from './lists.en';
import { listsHi } from './lists.hi';
import { memberForm } from './member-form.en';
import { memberFormHi } from './member-form.hi';
import { members } from './members.en';
import { membersHi } from './members.hi';
import { misc } from './misc.en';
import { miscHi } from './misc.hi';
import { overview } from './overview.en';
import { overviewHi } from './overview.hi';
import { parts } from './parts.en';
import { partsHi } from './parts.hi';
import { prints } from './prints.en';
import { printsHi } from './prints.hi';
import { renewals } from './renewals.en';
import { renewalsHi } from './renewals.hi';
import { reports } from './reports.en';
import { reportsHi } from './reports.hi';
import { status } from './status.en';
import { statusHi } from './status.hi';
import { system } from './system.en';
import { systemHi } from './system.hi';
import { twoStep } from './two-step.en';
import { twoStepHi } from './two-step.hi';
import { uploads } from './uploads.en';
import { uploadsHi } from './uploads.hi';
import { verify } from './verify.en';
import { verifyHi } from './verify.hi';

/**
 * Every screen's texts by the screen's name, English and Hindi. A screen imports only its English
 * (`<name>.en.ts`), so it comes with the screen's own code; the Hindi catalogue (lingui.ts) loads
 * every Hindi here when someone chooses हिन्दी, and the catalogue test checks them all. A new
 * screen's texts are a pair of files and a line here.
 */
export const screens: Record<string, readonly [english: Texts, hindi: Texts]> = {
  account: [account, accountHi],
  admin: [admin, adminHi],
  apiDocs: [apiDocs, apiDocsHi],
  audit: [audit, auditHi],
  cashbook: [cashbook, cashbookHi],
  common: [common, commonHi],
  dependents: [dependents, dependentsHi],
  dialogs: [dialogs, dialogsHi],
  lists: [lists, listsHi],
  figures: [figures, figuresHi],
  gpa: [gpa, gpaHi],
  memberForm: [memberForm, memberFormHi],
  members: [members, membersHi],
  misc: [misc, miscHi],
  overview: [overview, overviewHi],
  parts: [parts, partsHi],
  prints: [prints, printsHi],
  renewals: [renewals, renewalsHi],
  status: [status, statusHi],
  reports: [reports, reportsHi],
  system: [system, systemHi],
  twoStep: [twoStep, twoStepHi],
  uploads: [uploads, uploadsHi],
  verify: [verify, verifyHi],
};
