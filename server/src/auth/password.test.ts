import { expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST, setPasswordCostForTests, verifyPassword } from './password.js';

it('hashes with scrypt at N=2^15 for users, and verifies with the parameters stored in the hash', async () => {
  setPasswordCostForTests(PASSWORD_COST);
  try {
    const stored = await hashPassword('correct horse battery');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  } finally {
    setPasswordCostForTests({ ...PASSWORD_COST, N: 1024 });
  }
  // A hash made at another cost still verifies: the cost can rise without locking anyone out.
  const cheaper = await hashPassword('correct horse battery');
  expect(cheaper.split('$')[1]).toBe('1024');
  expect(await verifyPassword('correct horse battery', cheaper)).toBe(true);
});
