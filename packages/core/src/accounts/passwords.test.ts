import { createScryptHasher } from './passwords';

describe('scrypt password hasher', () => {
  it('It should use N = 2^17 by default and verify only the right password', async () => {
    const hasher = createScryptHasher();
    const encoded = await hasher.hash('correct horse battery');
    expect(encoded).toMatch(/^scrypt\$17\$8\$1\$/);
    await expect(hasher.verify('correct horse battery', encoded)).resolves.toBe(true);
    await expect(hasher.verify('correct horse batterY', encoded)).resolves.toBe(false);
  });

  it('It should salt: the same password hashes differently, and old costs still verify', async () => {
    const cheap = createScryptHasher(10);
    const a = await cheap.hash('pw-pw-pw-pw');
    expect(a).not.toBe(await cheap.hash('pw-pw-pw-pw'));
    await expect(createScryptHasher(12).verify('pw-pw-pw-pw', a)).resolves.toBe(true);
    await expect(cheap.verify('pw', 'not-a-hash')).resolves.toBe(false);
  });
});
