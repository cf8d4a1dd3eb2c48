import { errors, jwtVerify, SignJWT } from 'jose';
import { UnauthorizedError } from '@sitewright/core';
import type { Clock, TokenService } from '@sitewright/core/ports';

/**
 * Access tokens: JWT HS256 via jose. Verification pins `algorithms: ['HS256']` (so `alg: none` and
 * algorithm swaps fail) and requires issuer, audience, subject and expiry (RFC 8725; OWASP ASVS 3.5.3).
 * @param secret signing key, ≥ 32 bytes. @param ttlS token lifetime in seconds.
 */
export function createJwtTokenService(opts: { secret: string; issuer: string; audience: string; ttlS: number; clock: Clock }): TokenService {
  const key = new TextEncoder().encode(opts.secret);
  const nowS = () => Math.floor(opts.clock.now() / 1000);
  return {
    async issue(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(opts.issuer)
        .setAudience(opts.audience)
        .setIssuedAt(nowS())
        .setExpirationTime(nowS() + opts.ttlS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: opts.issuer,
          audience: opts.audience,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: new Date(opts.clock.now()),
        });
        return payload.sub as string;
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new UnauthorizedError('Your session has expired. Please sign in again.');
        throw new UnauthorizedError('Invalid authentication token');
      }
    },
  };
}
