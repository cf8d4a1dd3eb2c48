import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import '../schemas/zod-locale';
import { BadRequestError, ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError, type ValidationIssue } from '../errors';
import type { Clock, Mailer, UserRepository } from '../ports';
import type { DeploymentRepository } from '../deployments/ports';
import type { ProjectRecord, ProjectRepository } from '../projects/ports';
import { email, requiredText } from '../schemas/common';
import { FORM_KIND_NAMES, FORM_KINDS, fieldLabel, type FormKind, type FormMessage, type MessageRepository } from './ports';

/**
 * Forms of live sites (issue 16 §2): `POST /api/forms/{project_id}` from a deployed site. Public, so
 * every step refuses before anything is stored: unknown project (404), a request that does not come
 * from the site's own live origin (403), over the rate limits (429), the honeypot filled (400), fields
 * that do not fit the form (422). A request retried with the same idempotency key (or, without one,
 * the same fields) stores and mails nothing new.
 */

/** What a form submission needs. */
export interface FormDeps {
  projects: Pick<ProjectRepository, 'get'>;
  deployments: Pick<DeploymentRepository, 'listByProject'>;
  users: Pick<UserRepository, 'getById'>;
  messages: MessageRepository;
  mailer: Mailer;
  clock: Clock;
}

/**
 * Rate limits of the forms endpoint (OWASP ASVS 4.0 §11.1.4 anti-automation): per visitor address and
 * site, and per site over all visitors; fixed windows.
 */
export const FORM_LIMITS = {
  perIp: { limit: 5, windowMs: 10 * 60_000 },
  perSite: { limit: 100, windowMs: 60 * 60_000 },
  /** Largest accepted body in bytes (a message of 5,000 characters fits with room to spare). */
  maxBodyBytes: 16 * 1024,
} as const;

/** The name of the honeypot field: hidden from people, filled in by form-filling bots. */
export const HONEYPOT_FIELD = '_website';
/** The idempotency key the site's script sends with each message (kept across retries). */
export const KEY_FIELD = '_key';
/** The form kind field. */
export const FORM_FIELD = '_form';

const optional = <T extends z.ZodMiniType>(s: T) => z.optional(s);
const date = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date as YYYY-MM-DD'));
const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM'));
const phone = z.string().check(z.maxLength(40, 'must be at most 40 characters'), z.regex(/^\+?[\d\s().-]{5,40}$/, 'must be a phone number'));
const guests = z.string().check(z.regex(/^([1-9]|[1-3]\d|40)$/, 'must be a whole number from 1 to 40'));
const name = requiredText(200);
const message = requiredText(5000);

/** The fields of each form kind (the site's renderer writes the same names, sitegen render-form.ts). */
const FIELDS: Record<FormKind, z.ZodMiniObject> = {
  contact: z.object({ name, email, message }),
  reservation: z.object({ name, email, date, time, guests, message: optional(requiredText(5000)) }),
  booking: z.object({ name, email, phone: optional(phone), date: optional(date), message }),
  newsletter: z.object({ email }),
  order: z.object({ name, email, phone: optional(phone), date, time, message }),
  // A trade's quote request: the job in the message, a preferred date if the visitor has one.
  quote: z.object({ name, email, phone: optional(phone), date: optional(date), message }),
  // An event enquiry: the event in the message, its date if the visitor has one.
  event: z.object({ name, email, phone: optional(phone), date: optional(date), message }),
  // An RSVP: whether the guest will be there (`yes` or `no`), how many in their party, dietary needs in the message.
  rsvp: z.object({ name, email, attending: z.enum(['yes', 'no'], 'must be yes or no'), guests: optional(guests), message: optional(requiredText(5000)) }),
  // A stay: arrival (`date`) and departure, the night after at the earliest; ISO dates compare as text.
  stay: z.object({ name, email, phone: optional(phone), date, departure: date, guests, message: optional(requiredText(5000)) })
    .check(z.refine((v) => v.departure > v.date, { message: 'must be after the arrival date', path: ['departure'] })),
};

/** The forms context of a project: the project and the origins its live sites are served from. */
export interface FormTarget {
  project: ProjectRecord;
  /** The request's Origin, known to be one of the project's live origins. */
  origin: string;
  /** Where "back to the site" leads: the live page the form was sent from. */
  back: string;
}

/** Origins (scheme://host[:port]) of a URL, or null when it is not an http(s) URL. */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The project a form is sent to and the live site it came from.
 * @param origin the request's Origin header (a browser sends it with every cross-origin POST, also a
 *   form post without script; RFC 6454 §7, Fetch standard). Missing or `null` is refused.
 * @param referer the Referer header, used for the link back when it is on that origin.
 * @throws NotFoundError (404) for an unknown project or one with no live site.
 * @throws ForbiddenError (403) when the origin is not one of the project's live sites.
 */
export async function formTarget(deps: Pick<FormDeps, 'projects' | 'deployments'>, projectId: string, origin: string | undefined, referer?: string): Promise<FormTarget> {
  const project = /^[A-Za-z0-9_-]{1,100}$/.test(projectId) ? await deps.projects.get(projectId) : null;
  if (!project) throw new NotFoundError('Form not found.');
  const live = (await deps.deployments.listByProject(project.id)).filter((d) => d.status === 'deployed' && d.url);
  const urls = new Map<string, string>();
  for (const d of live) {
    const o = originOf(d.url);
    if (o && !urls.has(o)) urls.set(o, d.url!);
    // The custom domain of a deployment: asked for at deploy time, or set up through the edge (issue 21 §2).
    const domains = [d.custom_domain, d.domain?.state === 'active' ? d.domain.name : null].filter((x): x is string => Boolean(x));
    for (const host of domains) for (const scheme of ['https', 'http']) urls.set(`${scheme}://${host}`, `${scheme}://${host}/`);
  }
  if (!urls.size) throw new NotFoundError('This site is not published, so its forms are closed.');
  const from = originOf(origin);
  if (!from || !urls.has(from)) throw new ForbiddenError('This form can only be sent from the site it belongs to.');
  const back = originOf(referer) === from ? referer! : urls.get(from)!;
  return { project, origin: from, back };
}

const digest = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 22);

/** Strings only: a JSON number becomes its text, anything else is refused; blank optional fields are dropped. */
function asStrings(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const issues: ValidationIssue[] = [];
  for (const [k, v] of Object.entries(body)) {
    if (typeof v === 'string') out[k] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) out[k] = String(v);
    else if (v !== null && v !== undefined) issues.push({ loc: ['body', k], msg: `${k}: must be text`, type: 'string_type' });
  }
  if (issues.length) throw new ValidationError(issues);
  return out;
}

/** The fields of `kind` from a body, validated. @throws ValidationError (422) naming each bad field. */
export function formFields(kind: FormKind, body: Record<string, string>): Record<string, string> {
  const known = Object.fromEntries(Object.entries(body).filter(([k, v]) => !k.startsWith('_') && v.trim() !== ''));
  const result = FIELDS[kind].safeParse(known);
  if (!result.success) {
    throw new ValidationError(result.error.issues.map((i) => {
      const field = String(i.path[0] ?? 'body');
      const missing = i.code === 'invalid_type' && known[field] === undefined;
      return { loc: ['body', field], msg: missing ? `${field}: Field required` : `${field}: ${i.message}`, type: missing ? 'missing' : i.code };
    }));
  }
  return Object.fromEntries(Object.entries(result.data as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}


/** The e-mail to the owner about one message: plain text, every field on its own line, replies go to the visitor. */
export function ownerMail(p: ProjectRecord, m: FormMessage, appOrigin: string, to: string) {
  const lines = Object.entries(m.fields).map(([k, v]) => `${fieldLabel(m.form, k)}:${v.includes('\n') ? '\n' : ' '}${v}`);
  const who = m.fields.name ?? m.fields.email ?? 'a visitor';
  return {
    to, replyTo: m.fields.email,
    subject: `New ${FORM_KIND_NAMES[m.form]} from ${who} on ${p.business_name}`.slice(0, 200),
    text: [`${p.business_name} received a ${FORM_KIND_NAMES[m.form]} through its website on ${m.received_at.slice(0, 16).replace('T', ' ')} UTC.`, '',
      ...lines, '', m.fields.email ? 'Reply to this e-mail to answer them.' : '', `All messages: ${appOrigin}/preview/${p.id}?tab=messages`].join('\n'),
  };
}

/** What a submission did. */
export interface FormResult {
  message: FormMessage;
  /** false when the same message was already stored (a retried request): nothing new stored or mailed. */
  stored: boolean;
  /** false when storing worked but the e-mail to the owner failed (the message is in their list). */
  mailed: boolean;
  mailError?: unknown;
}

/**
 * Validates, rate-limits, stores and mails one form message to `target.project`.
 * @param body the parsed body (JSON object or urlencoded pairs).
 * @param ip the visitor's address (rate limit key; stored only as part of a hashed counter key).
 * @throws TooManyRequestsError (429) over FORM_LIMITS; BadRequestError (400) when the honeypot is filled;
 *   ValidationError (422) for an unknown form kind or bad fields.
 */
export async function submitForm(deps: FormDeps, target: FormTarget, body: Record<string, unknown>, ip: string, appOrigin: string): Promise<FormResult> {
  const p = target.project;
  const now = deps.clock.now();
  const window = (ms: number) => now - (now % ms);
  const { perIp, perSite } = FORM_LIMITS;
  const ipKey = `rate#form#${p.id}#${digest(ip)}`;
  if (!await deps.messages.hit(ipKey, window(perIp.windowMs), perIp.windowMs, perIp.limit)) {
    throw new TooManyRequestsError('Too many messages from your connection. Please try again in a few minutes.', Math.ceil((window(perIp.windowMs) + perIp.windowMs - now) / 1000));
  }
  if (!await deps.messages.hit(`rate#form#${p.id}`, window(perSite.windowMs), perSite.windowMs, perSite.limit)) {
    throw new TooManyRequestsError('This site has received too many messages this hour. Please try again later.', Math.ceil((window(perSite.windowMs) + perSite.windowMs - now) / 1000));
  }
  const fields = asStrings(body);
  if ((fields[HONEYPOT_FIELD] ?? '').trim() !== '') throw new BadRequestError('The message could not be accepted.');
  const kind = (fields[FORM_FIELD] ?? 'contact') as FormKind;
  if (!FORM_KINDS.includes(kind)) throw new ValidationError([{ loc: ['body', FORM_FIELD], msg: `${FORM_FIELD}: must be one of ${FORM_KINDS.join(', ')}`, type: 'enum' }]);
  const values = formFields(kind, fields);
  const key = fields[KEY_FIELD];
  const id = `msg_${digest(key && /^[A-Za-z0-9-]{8,100}$/.test(key) ? `${p.id}\nkey\n${key}` : `${p.id}\n${kind}\n${JSON.stringify(Object.entries(values).sort())}`)}`;
  const message: FormMessage = { id, project_id: p.id, form: kind, fields: values, received_at: new Date(now).toISOString() };
  const stored = await deps.messages.putIfNew(message);
  if (!stored) return { message, stored, mailed: false };
  const owner = await deps.users.getById(p.user_id);
  if (!owner) return { message, stored, mailed: false };
  try {
    await deps.mailer.send(ownerMail(p, message, appOrigin, owner.email));
    return { message, stored, mailed: true };
  } catch (mailError) {
    return { message, stored, mailed: false, mailError };
  }
}

/**
 * GET /api/project/{id}/messages: the owner's form messages, newest first (at most 200).
 * @throws NotFoundError (404) for another user's project.
 */
export async function listMessages(deps: { projects: Pick<ProjectRepository, 'get'>; messages: MessageRepository }, userId: string, projectId: string): Promise<{ messages: FormMessage[] }> {
  const p = await deps.projects.get(projectId);
  if (!p || p.user_id !== userId) throw new NotFoundError('Project not found');
  return { messages: await deps.messages.listByProject(p.id, 200) };
}
