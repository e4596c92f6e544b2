import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with argon2id and a fresh salt each time', async () => {
    const first = await hashPassword('Implant#2025');
    const second = await hashPassword('Implant#2025');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toContain('Implant#2025');
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Implant#2025');
    expect(await verifyPassword(hash, 'Implant#2025')).toBe(true);
    expect(await verifyPassword(hash, 'implant#2025')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Implant#2025')).toBe(false);
  });
});
