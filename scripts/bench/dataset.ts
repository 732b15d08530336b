import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../packages/server/src/db/connection';
import { migrateToLatest } from '../../packages/server/src/db/migrations';
import { type LoadCounts, loadTrustData } from '../../packages/server/src/demo/demo-data.service';
import type { TrustData } from '../../packages/server/src/demo/generate';

export interface LoadedDatabase {
  counts: LoadCounts;
  /** Migrating and loading, in one transaction, with fresh statistics after. */
  loadSeconds: number;
}

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

export async function loadDatabase(url: string, data: TrustData): Promise<LoadedDatabase> {
  const started = performance.now();
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.db);
    const counts = await loadTrustData(handle.db, data);
    return { counts, loadSeconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}
