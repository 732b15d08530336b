import { describe, expect, it } from 'vitest';
import { aadhaarVault, vaultColumns } from './aadhaar-vault';

const key = Buffer.alloc(32, 1);
const otherKey = Buffer.alloc(32, 2);

describe('the Aadhaar vault', () => {
  it('round-trips a number, with a fresh ciphertext each time and no digits in it', () => {
    const vault = aadhaarVault(key);
    const one = vault.encrypt('234567890123');
    const two = vault.encrypt('234567890123');
    expect(one).not.toBe(two);
    expect(one).not.toContain('234567890123');
    expect(vault.decrypt(one)).toBe('234567890123');
    expect(vault.decrypt(two)).toBe('234567890123');
  });

  it('cannot be opened with another key', () => {
    const cipher = aadhaarVault(key).encrypt('234567890123');
    expect(() => aadhaarVault(otherKey).decrypt(cipher)).toThrow();
  });

  it('refuses a ciphertext that was altered', () => {
    const bytes = Buffer.from(aadhaarVault(key).encrypt('234567890123'), 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => aadhaarVault(key).decrypt(bytes.toString('base64'))).toThrow();
    expect(() => aadhaarVault(key).decrypt('AAAA')).toThrow();
  });

  it('hashes a number the same way each time, differently under another key', () => {
    const hash = aadhaarVault(key).hash('234567890123');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(aadhaarVault(key).hash('234567890123')).toBe(hash);
    expect(aadhaarVault(key).hash('234567890124')).not.toBe(hash);
    expect(aadhaarVault(otherKey).hash('234567890123')).not.toBe(hash);
  });

  it('leaves only the masked number readable in a member row', () => {
    const columns = vaultColumns(aadhaarVault(key), '234567890123');
    expect(columns.ticket_number).toBe('XXXX XXXX 0123');
    expect(aadhaarVault(key).decrypt(columns.aadhaar_cipher ?? '')).toBe('234567890123');
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => aadhaarVault(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
