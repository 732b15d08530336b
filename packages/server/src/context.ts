import type { UserLanguage } from '@trust/contract/languages';
import type { Role } from '@trust/contract/roles';
import type { Channels } from './channels';
import type { Config } from './config';
import type { Db, DbHandle, DialectName } from './db/connection';

/** What every service needs: the database, the configuration and the clock (tests move the clock). */
export interface AppContext {
  db: Db;
  dialect: DialectName;
  config: Config;
  now: () => Date;
  /** How messages leave the trust (e-mail, WhatsApp, SMS); none configured when not given. */
  channels?: Channels;
  /**
   * Runs `work` unless another server process on the database runs work of that name (the
   * database's advisory lock); without it, `work` runs at once (one server, as in the API tests).
   */
  ifAlone?: DbHandle['ifAlone'];
  /** Asks the outbox's sender to take its next turn now (a receipt just queued); absent where none runs. */
  sendOutboxSoon?: () => void;
}

export interface SignedInUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** The language the account sees the app in. */
  language: UserLanguage;
  sessionId: string;
  /** Signed in with a temporary password: nothing but changing it until it is changed. */
  mustChangePassword: boolean;
  /** An admin who must set up two-step sign-in before anything else. */
  mustSetUpTwoStep: boolean;
}
