import type middy from '@middy/core';
import { AppError, UnsupportedMediaTypeError } from '@sitewright/core';
import { FORM_LIMITS, formTarget, submitForm, type FormTarget } from '@sitewright/core/forms/submit';
import { renderFormReply } from '@sitewright/sitegen/form-reply';
import type { SiteModel } from '@sitewright/sitegen/model';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { logger } from '../logger';
import { refuseOversizedBody } from '../middleware/body';
import { httpHandler } from '../middleware/http-handler';
import { HttpResult, RawResult } from '../middleware/response';

/**
 * POST /api/forms/{project_id} (issue 16 §2): the contact, booking and newsletter forms of a live site
 * send here. Public; a browser's script posts urlencoded with `Accept: application/json` (a CORS simple
 * request: no preflight) and reads a JSON answer, which carries `Access-Control-Allow-Origin` for the
 * site's own live origin only; without script the browser posts the form and gets a small HTML page
 * that links back. JSON bodies are accepted too (server-side clients).
 */

/** Body parser of this route: at most FORM_LIMITS.maxBodyBytes (413), urlencoded or JSON (415 otherwise). */
const formBody: middy.MiddlewareObj<APIGatewayProxyEventV2> = {
  before: async ({ event }) => {
    refuseOversizedBody(event, FORM_LIMITS.maxBodyBytes);
    const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
    const type = (event.headers?.['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    let parsed: Record<string, unknown>;
    if (type === 'application/x-www-form-urlencoded' || (!type && !raw)) {
      parsed = Object.fromEntries(new URLSearchParams(raw));
    } else if (type === 'application/json') {
      try {
        parsed = JSON.parse(raw || '{}') as Record<string, unknown>;
      } catch {
        throw new AppError(400, 'The body is not valid JSON.');
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new AppError(400, 'The body must be a JSON object.');
    } else {
      throw new UnsupportedMediaTypeError('Send the form as application/x-www-form-urlencoded or application/json.');
    }
    (event as { body: unknown }).body = parsed;
  },
};

/** The visitor's address: CloudFront's viewer address when the app's distribution forwarded it, else the connection's. */
function clientIp(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

/** Whether the caller reads JSON (the site's script, API clients) rather than a page (a form post without script). */
function wantsJson(event: APIGatewayProxyEventV2): boolean {
  const accept = event.headers?.accept ?? '';
  const type = event.headers?.['content-type'] ?? '';
  return /application\/json/i.test(accept) || /application\/json/i.test(type) || !/text\/html/i.test(accept);
}

const corsFor = (t: FormTarget | null): Record<string, string> =>
  (t ? { 'access-control-allow-origin': t.origin, vary: 'Origin' } : { vary: 'Origin' });

/** The reply page's own policy: no script, its inline <style> only, and no framing. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

export const handler = httpHandler({ auth: 'none', parseBody: formBody }, async ({ params, event, deps }) => {
  const json = wantsJson(event);
  let target: FormTarget | null = null;
  try {
    target = await formTarget(deps, params.project_id ?? '', event.headers?.origin, event.headers?.referer);
    const out = await submitForm(deps, target, event.body as unknown as Record<string, unknown>, clientIp(event), deps.config.APP_ORIGIN);
    if (out.mailError) logger.error('Form message stored, but the e-mail to the owner failed', { project_id: target.project.id, message_id: out.message.id, error: out.mailError as Error });
    logger.info('Form message', { project_id: target.project.id, message_id: out.message.id, form: out.message.form, stored: out.stored, mailed: out.mailed });
    if (json) return new HttpResult(out.stored ? 201 : 200, { status: 'received', id: out.message.id }, corsFor(target));
    return new RawResult(200, renderFormReply(target.project.site as SiteModel, { ok: true, back: target.back }), PAGE_HEADERS);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const headers = { ...corsFor(target), ...err.headers };
    if (json) return new HttpResult(err.status, { detail: err.detail }, headers);
    const text = typeof err.detail === 'string' ? err.detail : (err.detail as { msg: string }[]).map((i) => i.msg).join(' ');
    const site = target?.project.site as SiteModel | undefined;
    if (!site) return new RawResult(err.status, `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Not sent</title><p>${text.replace(/[<>&"]/g, '')}</p></html>`, { ...PAGE_HEADERS, ...headers });
    return new RawResult(err.status, renderFormReply(site, { ok: false, back: target!.back, message: text }), { ...PAGE_HEADERS, ...headers });
  }
});
