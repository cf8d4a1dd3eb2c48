import { jwtVerify, SignJWT } from 'jose';
import type { LiveTicketClaims, LiveTicketCodec } from '@sitewright/core/live/ports';
import type { Clock } from '@sitewright/core/ports';

/** The audience of live-channel tickets: an access token (audience sitewright-api) is never accepted as one. */
export const LIVE_TICKET_AUDIENCE = 'sitewright-live';

/**
 * Live-channel tickets (issue 19 §2) as short JWTs (HS256 via jose, RFC 7519/8725): subject the user,
 * `pid` the project, `jti` the single-use id, their own audience, an expiry of at most 60 s. Verification
 * pins the algorithm and requires every claim.
 * @param secret the API's signing key (JWT_SECRET), ≥ 32 bytes.
 */
export function createLiveTicketCodec(opts: { secret: string; issuer: string; clock: Clock }): LiveTicketCodec {
  const key = new TextEncoder().encode(opts.secret);
  return {
    async sign(c: LiveTicketClaims) {
      return new SignJWT({ pid: c.projectId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(c.userId)
        .setJti(c.id)
        .setIssuer(opts.issuer)
        .setAudience(LIVE_TICKET_AUDIENCE)
        .setIssuedAt(Math.floor(opts.clock.now() / 1000))
        .setExpirationTime(c.expiresAtS)
        .sign(key);
    },
    async verify(ticket: string) {
      const { payload } = await jwtVerify(ticket, key, {
        algorithms: ['HS256'], issuer: opts.issuer, audience: LIVE_TICKET_AUDIENCE,
        requiredClaims: ['sub', 'jti', 'exp', 'pid'], currentDate: new Date(opts.clock.now()),
      });
      if (typeof payload.pid !== 'string') throw new Error('The ticket names no project.');
      return { id: payload.jti as string, userId: payload.sub as string, projectId: payload.pid, expiresAtS: payload.exp as number };
    },
  };
}
