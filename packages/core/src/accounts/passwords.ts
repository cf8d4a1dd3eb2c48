import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../ports';

/**
 * The scrypt key-derivation function (RFC 7914) as the hasher calls it: password, salt, key length in
 * bytes, cost options; resolves the derived key. Node's own runs on libuv's thread pool; the local stack
 * passes one that runs on a worker pool sized to the machine (functions/local/scrypt-pool.ts).
 */
export type ScryptKdf = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) => Promise<Buffer>;

/** Node's crypto.scrypt, promisified. */
export const nodeScrypt: ScryptKdf = (pw, salt, len, opts) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(pw, salt, len, opts, (err, key) => (err ? reject(err) : resolve(key))));

const KEY_LEN = 32;

/**
 * scrypt password hasher (ARCHITECTURE.md: N ≥ 2^17; OWASP ASVS 2.4.3). Encoded as
 * `scrypt$<logN>$<r>$<p>$<salt b64>$<key b64>`, so old hashes keep verifying after the cost changes.
 * @param logN log2 of the cost N; 17 in production (≈128 MiB, needs maxmem), lower only in tests.
 * @param scrypt where the key derivation runs (default Node's crypto.scrypt).
 */
export function createScryptHasher(logN = 17, r = 8, p = 1, scrypt: ScryptKdf = nodeScrypt): PasswordHasher {
  const maxmem = (opts: { N: number; r: number }) => 256 * opts.N * opts.r + 1024 * 1024;
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const N = 2 ** logN;
      const key = await scrypt(password.normalize('NFKC'), salt, KEY_LEN, { N, r, p, maxmem: maxmem({ N, r }) });
      return ['scrypt', logN, r, p, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(password, encoded) {
      const [tag, ln, rs, ps, saltB64, keyB64] = encoded.split('$');
      if (tag !== 'scrypt' || !ln || !rs || !ps || !saltB64 || !keyB64) return false;
      const N = 2 ** Number(ln);
      const expected = Buffer.from(keyB64, 'base64');
      const key = await scrypt(password.normalize('NFKC'), Buffer.from(saltB64, 'base64'), expected.length, {
        N, r: Number(rs), p: Number(ps), maxmem: maxmem({ N, r: Number(rs) }),
      });
      return timingSafeEqual(key, expected);
    },
  };
}
