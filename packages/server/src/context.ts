import type { Config } from './config';
import type { Db, DialectName } from './db/connection';

/** What every service needs: the database, the configuration and the clock (tests move the clock). */
export interface AppContext {
  db: Db;
  dialect: DialectName;
  config: Config;
  now: () => Date;
}

export interface SignedInUser {
  id: number;
  name: string;
  email: string;
  sessionId: string;
}
