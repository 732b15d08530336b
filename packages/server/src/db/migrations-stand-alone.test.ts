import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A migration that ran on a database must do the same to the next database it upgrades, whatever
 * the app's code has become since: it holds its own DDL and imports only Kysely and the dialect
 * helper beside it, which itself imports only Kysely (docs/architecture.md, "Migrations").
 */
const folder = join(import.meta.dirname, 'migrations');
const HELPER = 'dialect.ts';

/** Every module a file names: static imports and re-exports, `import()` and `require()`. */
function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

const files = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('migrations stand alone', () => {
  it('finds the migrations and their dialect helper', () => {
    expect(files).toContain(HELPER);
    expect(files.filter((f) => f !== HELPER).length).toBeGreaterThan(20);
  });

  it.each(files.filter((f) => f !== HELPER))('%s imports only kysely and ./dialect', (file) => {
    const imports = importsOf(readFileSync(join(folder, file), 'utf8'));
    expect(imports.filter((name) => name !== 'kysely' && name !== './dialect')).toEqual([]);
  });

  it('the dialect helper imports only kysely', () => {
    const imports = importsOf(readFileSync(join(folder, HELPER), 'utf8'));
    expect(imports.filter((name) => name !== 'kysely')).toEqual([]);
  });

  it('reads every kind of import', () => {
    const text = `import a from 'one'; import type { B } from "two"; export * from './three';
      import './four'; const f = await import('five'); const g = require('six');`;
    expect(importsOf(text)).toEqual(['one', 'two', './three', './four', 'five', 'six']);
  });
});
