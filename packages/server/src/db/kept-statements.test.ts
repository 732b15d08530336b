import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { keepingStatements } from './connection';

/** SQLite's statements compiled once and kept, never handed to two readers at once. */
describe('kept statements', () => {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
  const database = keepingStatements(sqlite);
  afterAll(() => database.close());

  it('hands out the statement compiled the first time', () => {
    expect(database.prepare('select n from t')).toBe(database.prepare('select n from t'));
  });

  it('compiles another while the kept one is being read, and both read the whole table', () => {
    const reading = database.prepare('select n from t order by n');
    const rows = reading.iterate();
    const first = rows.next().value;
    const second = database.prepare('select n from t order by n');
    expect(second).not.toBe(reading);
    expect(second.all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([first, ...rows]).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('keeps working when more statements are run than it keeps', () => {
    for (let i = 0; i < 500; i++) expect(database.prepare(`select ${i} as n`).get()).toEqual({ n: i });
    expect(database.prepare('select count(*) as c from t').get()).toEqual({ c: 3 });
  });
});
