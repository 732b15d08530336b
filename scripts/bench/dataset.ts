import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import type { AadhaarVault } from '../../packages/server/src/db/aadhaar-vault';
import { openDatabase } from '../../packages/server/src/db/connection';
import { migrateToLatest } from '../../packages/server/src/db/migrations';
import { type LoadCounts, loadTrustChunks } from '../../packages/server/src/demo/demo-data.service';
import { type GenerateOptions, generateTrustChunks, type TrustData } from '../../packages/server/src/demo/generate';

/** What a request of the bench is made from: a member's ID, ticket number, mobile and name. */
export type SampledMember = Pick<
  TrustData['members'][number],
  'id_number' | 'ticket_number' | 'mobile' | 'member_name'
>;

export interface LoadedDatabase {
  counts: LoadCounts;
  /** Generating the data, chunk by chunk as it is loaded. */
  generateSeconds: number;
  /** Migrating and loading, in one transaction, with fresh statistics after, less the generating. */
  loadSeconds: number;
  /** Members picked evenly at random from all of them, for the requests. */
  sample: SampledMember[];
}

const SAMPLE_SIZE = 20_000;

/** A fresh SQLite file: the old one and its WAL companions are removed. */
export function freshSqliteUrl(file: string): string {
  mkdirSync(dirname(file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
  return `file:${file}`;
}

/**
 * Empties the PostgreSQL database BENCH_DATABASE_URL names (its public schema is dropped), creating
 * the database when missing. Only a database with "bench" in its name is touched, so a mistyped URL
 * cannot wipe real data.
 */
export async function freshPostgresUrl(url: string): Promise<string> {
  const name = new URL(url).pathname.slice(1);
  if (!/bench/i.test(name)) {
    throw new Error(`BENCH_DATABASE_URL must name a database with "bench" in its name (it is emptied); got "${name}"`);
  }
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    const server = new URL(url);
    server.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`create database "${name.replace(/"/g, '')}"`);
    await admin.end();
    return url;
  }
  await client.query('drop schema if exists public cascade');
  await client.query('create schema public');
  await client.end();
  return url;
}

/**
 * Generates the trust chunk by chunk and loads each chunk as it comes, so the bench process holds
 * one chunk (and a sample of members) at a time however large the trust; or loads data generated before.
 * Given the server's vault, the Aadhaar numbers go straight into it, as a trust in use has them.
 */
export async function loadDatabase(
  url: string,
  source: GenerateOptions | Iterable<TrustData>,
  vault?: AadhaarVault,
): Promise<LoadedDatabase> {
  const started = performance.now();
  let generatingMs = 0;
  const sample: SampledMember[] = [];
  let seen = 0;
  // Reservoir sampling: every member has the same chance to be in the sample.
  const keep = (m: SampledMember) => {
    seen += 1;
    const picked = {
      id_number: m.id_number,
      ticket_number: m.ticket_number,
      mobile: m.mobile,
      member_name: m.member_name,
    };
    if (sample.length < SAMPLE_SIZE) sample.push(picked);
    else {
      const slot = Math.floor(Math.random() * seen);
      if (slot < SAMPLE_SIZE) sample[slot] = picked;
    }
  };
  function* timedChunks(): Generator<TrustData> {
    const chunks = (Symbol.iterator in source ? source : generateTrustChunks(source))[Symbol.iterator]();
    for (;;) {
      const before = performance.now();
      const next = chunks.next();
      generatingMs += performance.now() - before;
      if (next.done) return;
      for (const m of next.value.members) keep(m);
      yield next.value;
    }
  }
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.db);
    const counts = await loadTrustChunks(handle.db, timedChunks(), { vault });
    const totalMs = performance.now() - started;
    return { counts, generateSeconds: generatingMs / 1000, loadSeconds: (totalMs - generatingMs) / 1000, sample };
  } finally {
    await handle.close();
  }
}
