import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ConflictError } from '../errors';
import { nowIso, ownedProject, type ProjectStoreDeps } from './deps';
import type { ProjectRecord } from './ports';

/** The share link of a project, as the API answers it. */
export interface ShareLink {
  /** The read-only address a signed-out person can open, or null while sharing is off. */
  share_url: string | null;
  created_at: string | null;
}

/** `{sitesOrigin}/sites/{id}/_s/{secret}/`: the site, read-only, on the sites origin (never the app's). */
export const shareUrl = (sitesOrigin: string, p: Pick<ProjectRecord, 'id' | 'share'>): string | null =>
  p.share ? `${sitesOrigin.replace(/\/$/, '')}/sites/${p.id}/_s/${p.share.secret}/` : null;

/**
 * Whether `secret` opens project `p`'s share link: compared in constant time (OWASP ASVS 6.2.x,
 * 2.9.x: no timing oracle on a bearer secret). False while sharing is off.
 */
export function shareSecretMatches(p: Pick<ProjectRecord, 'share'>, secret: string): boolean {
  const want = p.share?.secret;
  if (!want || typeof secret !== 'string' || secret.length !== want.length) return false;
  return timingSafeEqual(Buffer.from(secret), Buffer.from(want));
}

/** GET /api/project/{id}/share: the current link (owner only). @throws NotFoundError (404). */
export async function getShareLink(deps: Pick<ProjectStoreDeps, 'projects'>, userId: string, id: string, sitesOrigin: string): Promise<ShareLink> {
  const p = await ownedProject(deps, userId, id);
  return { share_url: shareUrl(sitesOrigin, p), created_at: p.share?.created_at ?? null };
}

/**
 * POST /api/project/{id}/share (issue 17 §5): turn on a read-only link a signed-out person can open,
 * with an unguessable secret (256 bits); the same link while it is on.
 * @throws NotFoundError (404) for another user's project. ConflictError (409) on a concurrent change.
 */
export async function createShareLink(deps: Pick<ProjectStoreDeps, 'projects' | 'clock'>, userId: string, id: string, sitesOrigin: string): Promise<ShareLink> {
  const p = await ownedProject(deps, userId, id);
  if (p.status !== 'ready') throw new ConflictError('This project is not ready yet; wait for generation to finish.');
  if (p.share) return { share_url: shareUrl(sitesOrigin, p), created_at: p.share.created_at };
  const share = { secret: randomBytes(32).toString('base64url'), created_at: nowIso(deps.clock) };
  await deps.projects.update({ ...p, share });
  return { share_url: shareUrl(sitesOrigin, { id: p.id, share }), created_at: share.created_at };
}

/**
 * DELETE /api/project/{id}/share: turn the link off; the old address answers 404 from then on, and a
 * new link gets a new secret. @throws NotFoundError (404). ConflictError (409) on a concurrent change.
 */
export async function revokeShareLink(deps: Pick<ProjectStoreDeps, 'projects'>, userId: string, id: string): Promise<ShareLink> {
  const p = await ownedProject(deps, userId, id);
  if (p.share) await deps.projects.update({ ...p, share: null });
  return { share_url: null, created_at: null };
}
