import type { Kysely, Migration } from 'kysely';

/**
 * Two-step sign-in secrets are kept encrypted with the data key, as Aadhaar numbers are: the
 * ciphertext goes in `secret_cipher` and `secret` is left ''. Migrations run without the key, so the
 * secrets stored before stay in `secret` until the server's next start encrypts them
 * (db/two-step-secrets.ts), finding them by their empty `secret_cipher`.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('two_step_secrets').addColumn('secret_cipher', 'text').execute();
  },
};
