import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadSigner } from '@sitewright/core/projects/image-upload';

/** What a local upload address carries, signed: key, type, exact size and expiry (epoch s). */
interface Signed { key: string; type: string; size: number; expires: number }

const mac = (secret: string, s: Signed) => createHmac('sha256', secret).update(`${s.key}\n${s.type}\n${s.size}\n${s.expires}`).digest('base64url');

/**
 * The local stand-in for S3 presigned uploads (issue 15 §1): `{APP_ORIGIN}/_local/uploads/{key}?type&size&expires&sig`,
 * an HMAC-SHA256 over key, type, size and expiry with the server's signing secret; the local stack's
 * PUT handler (`verifyLocalUpload`) stores the body in the local blob store when it matches.
 */
export function createLocalUploadSigner(appOrigin: string, secret: string, now: () => number = Date.now): UploadSigner {
  return {
    async signPut(key, contentType, size, expiresIn) {
      const s: Signed = { key, type: contentType, size, expires: Math.floor(now() / 1000) + expiresIn };
      const q = new URLSearchParams({ type: s.type, size: String(s.size), expires: String(s.expires), sig: mac(secret, s) });
      return { url: `${appOrigin.replace(/\/$/, '')}/_local/uploads/${key.split('/').map(encodeURIComponent).join('/')}?${q}`, headers: { 'content-type': contentType } };
    },
  };
}

/**
 * Checks a local upload request: the signature, the expiry, the declared type and the body's exact size.
 * @returns the blob key and type to store under, or the status and reason to refuse with.
 */
export function verifyLocalUpload(secret: string, url: URL, contentType: string | undefined, bodyBytes: number, now: () => number = Date.now):
  { ok: true; key: string; type: string } | { ok: false; status: number; reason: string } {
  const key = decodeURIComponent(url.pathname.replace(/^\/_local\/uploads\//, ''));
  const s: Signed = { key, type: url.searchParams.get('type') ?? '', size: Number(url.searchParams.get('size')), expires: Number(url.searchParams.get('expires')) };
  const sig = Buffer.from(url.searchParams.get('sig') ?? '');
  const want = Buffer.from(mac(secret, s));
  if (sig.length !== want.length || !timingSafeEqual(sig, want)) return { ok: false, status: 403, reason: 'The upload address is not valid.' };
  if (Math.floor(now() / 1000) > s.expires) return { ok: false, status: 403, reason: 'The upload address has expired.' };
  if (contentType !== s.type) return { ok: false, status: 403, reason: 'The content type is not the one the address was made for.' };
  if (bodyBytes !== s.size) return { ok: false, status: 403, reason: 'The file is not the size the address was made for.' };
  return { ok: true, key, type: s.type };
}
