import { BadRequestError, ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from '../errors';
import type { DeploymentRecord } from '../deployments/ports';
import type { ProjectRecord } from '../projects/ports';
import { createManualClock, createMemoryMailer } from '../testing/fakes';
import { FORM_KIND_NAMES, FORM_KINDS, fieldLabel, type FormMessage, type MessageRepository } from './ports';
import { FORM_LIMITS, formFields, formTarget, ownerMail, submitForm, type FormDeps } from './submit';

/** An in-memory MessageRepository with the adapter's rules (conditional put, fixed-window counters). */
function memoryMessages(): MessageRepository & { all: FormMessage[] } {
  const all: FormMessage[] = [];
  const hits = new Map<string, number>();
  return {
    all,
    putIfNew: async (m) => (all.some((x) => x.id === m.id && x.project_id === m.project_id) ? false : (all.push(m), true)),
    listByProject: async (p, limit) => all.filter((m) => m.project_id === p).sort((a, b) => b.received_at.localeCompare(a.received_at)).slice(0, limit),
    deleteByProject: async (p) => { all.splice(0, all.length, ...all.filter((m) => m.project_id !== p)); },
    hit: async (key, start, _ms, limit) => {
      const k = `${key}#${start}`;
      const n = hits.get(k) ?? 0;
      if (n >= limit) return false;
      hits.set(k, n + 1);
      return true;
    },
  };
}

const project = { id: 'prj_1', user_id: 'usr_1', business_name: 'Casa Nonna', site: null } as unknown as ProjectRecord;
const live = { project_id: 'prj_1', status: 'deployed', url: 'https://storage.googleapis.com/casa-nonna/index.html', custom_domain: 'www.casanonna.it' } as DeploymentRecord;

function deps(deployments: DeploymentRecord[] = [live]) {
  const messages = memoryMessages();
  const mailer = createMemoryMailer();
  const d: FormDeps = {
    projects: { get: async (id) => (id === project.id ? project : null) },
    deployments: { listByProject: async () => deployments },
    users: { getById: async () => ({ email: 'owner@casanonna.it' }) as never },
    messages, mailer, clock: createManualClock(),
  };
  return { d, messages, mailer };
}

const contact = { _form: 'contact', name: 'Rita', email: 'rita@example.org', message: 'A table for six?' };

describe('formTarget', () => {
  it('It should accept the live origins (also the custom domain) and link back to the page the form was sent from', async () => {
    const { d } = deps();
    const t = await formTarget(d, 'prj_1', 'https://storage.googleapis.com', 'https://storage.googleapis.com/casa-nonna/index.html#contact');
    expect(t).toMatchObject({ origin: 'https://storage.googleapis.com', back: 'https://storage.googleapis.com/casa-nonna/index.html#contact' });
    expect((await formTarget(d, 'prj_1', 'http://www.casanonna.it')).back).toBe('http://www.casanonna.it/');
    // A referer on another origin is not a place to send the visitor back to.
    expect((await formTarget(d, 'prj_1', 'https://storage.googleapis.com', 'https://evil.example/')).back).toBe(live.url);
  });

  it('It should accept a custom domain set up through the edge once it is active, not before (issue 21)', async () => {
    const edgeLive = { ...live, custom_domain: null, url: 'https://casa-nonna-1a2b3c.sites.example.net/' } as DeploymentRecord;
    const domain = { name: 'www.nonna.example', reason: null, records: [], checks: 1, next_check_at: null, updated_at: '2026-01-01T00:00:00Z' };
    const waiting = deps([{ ...edgeLive, domain: { ...domain, state: 'waiting_for_dns' } }]).d;
    await expect(formTarget(waiting, 'prj_1', 'https://www.nonna.example')).rejects.toBeInstanceOf(ForbiddenError);
    const active = deps([{ ...edgeLive, domain: { ...domain, state: 'active' } }]).d;
    expect((await formTarget(active, 'prj_1', 'https://www.nonna.example')).back).toBe('https://www.nonna.example/');
    expect((await formTarget(active, 'prj_1', 'https://casa-nonna-1a2b3c.sites.example.net')).back).toBe(edgeLive.url);
  });

  it('It should refuse a wrong, missing or opaque origin with 403, and an unknown or unpublished project with 404', async () => {
    const { d } = deps();
    for (const o of ['https://evil.example', undefined, 'null', 'javascript:alert(1)']) await expect(formTarget(d, 'prj_1', o)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(formTarget(d, 'prj_2', 'https://storage.googleapis.com')).rejects.toBeInstanceOf(NotFoundError);
    await expect(formTarget(d, '../../etc', 'https://storage.googleapis.com')).rejects.toBeInstanceOf(NotFoundError);
    await expect(formTarget(deps([{ ...live, status: 'failed' }]).d, 'prj_1', 'https://storage.googleapis.com')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('formFields', () => {
  it('It should keep the fields of the form kind only, dropping blanks and unknown fields', () => {
    expect(formFields('contact', { ...contact, extra: 'x', _key: 'k' })).toEqual({ name: 'Rita', email: 'rita@example.org', message: 'A table for six?' });
    expect(formFields('reservation', { name: 'A', email: 'a@b.co', date: '2026-12-04', time: '20:30', guests: '4', message: '' }))
      .toEqual({ name: 'A', email: 'a@b.co', date: '2026-12-04', time: '20:30', guests: '4' });
    expect(formFields('newsletter', { email: 'a@b.co', name: 'ignored' })).toEqual({ email: 'a@b.co' });
  });

  it('It should name each missing or bad field', () => {
    const issues = (() => { try { formFields('reservation', { name: 'A', email: 'x', date: '04/12/2026', time: '25:00', guests: '0' }); } catch (e) { return (e as ValidationError).detail; } return []; })();
    expect(issues).toEqual(expect.arrayContaining([
      expect.objectContaining({ loc: ['body', 'email'] }), expect.objectContaining({ loc: ['body', 'date'], msg: 'date: must be a date as YYYY-MM-DD' }),
      expect.objectContaining({ loc: ['body', 'time'] }), expect.objectContaining({ loc: ['body', 'guests'] }),
    ]));
    expect(() => formFields('contact', { name: 'A', email: 'a@b.co' })).toThrow(/message: Field required/);
  });

  it('It should take an order for collection with its date, time and what to make, the phone optional', () => {
    expect(formFields('order', { name: 'A', email: 'a@b.co', date: '2026-12-04', time: '08:30', message: 'A sourdough loaf and 6 croissants', phone: '' }))
      .toEqual({ name: 'A', email: 'a@b.co', date: '2026-12-04', time: '08:30', message: 'A sourdough loaf and 6 croissants' });
    const issues = (() => { try { formFields('order', { name: 'A', email: 'a@b.co', date: 'tomorrow', phone: 'call me' }); } catch (e) { return (e as ValidationError).detail; } return []; })();
    expect(issues).toEqual(expect.arrayContaining(['date', 'time', 'phone', 'message'].map((f) => expect.objectContaining({ loc: ['body', f] }))));
    expect(issues).toHaveLength(4);
  });

  it('It should take a wedding guest\'s RSVP: will they be there (yes or no), how many and any dietary needs, the last two optional', () => {
    expect(formFields('rsvp', { name: 'Ann', email: 'a@b.co', attending: 'yes', guests: '2', message: 'One vegetarian' }))
      .toEqual({ name: 'Ann', email: 'a@b.co', attending: 'yes', guests: '2', message: 'One vegetarian' });
    expect(formFields('rsvp', { name: 'Ann', email: 'a@b.co', attending: 'no', guests: '', message: '', date: '2027-06-12' })).toEqual({ name: 'Ann', email: 'a@b.co', attending: 'no' });
    const issues = (() => { try { formFields('rsvp', { name: 'Ann', email: 'a@b.co', attending: 'maybe', guests: '0' }); } catch (e) { return (e as ValidationError).detail; } return []; })();
    expect(issues).toEqual(expect.arrayContaining(['attending', 'guests'].map((f) => expect.objectContaining({ loc: ['body', f] }))));
    expect(issues).toHaveLength(2);
    const missing = (() => { try { formFields('rsvp', { name: 'Ann', email: 'a@b.co' }); } catch (e) { return (e as ValidationError).detail; } return []; })();
    expect(missing).toEqual([expect.objectContaining({ loc: ['body', 'attending'] })]);
  });

  it('It should take a trade\'s quote request with the job in the message, the phone and preferred date optional', () => {
    expect(formFields('quote', { name: 'A', email: 'a@b.co', message: 'Leaking tap in the kitchen', date: '', phone: '' })).toEqual({ name: 'A', email: 'a@b.co', message: 'Leaking tap in the kitchen' });
    expect(formFields('quote', { name: 'A', email: 'a@b.co', message: 'Move a 2-bed flat', date: '2027-01-15', phone: '+44 113 496 0000', guests: '4' }))
      .toEqual({ name: 'A', email: 'a@b.co', message: 'Move a 2-bed flat', date: '2027-01-15', phone: '+44 113 496 0000' });
    const issues = (() => { try { formFields('quote', { name: 'A', email: 'a@b.co', date: 'next week' }); } catch (e) { return (e as ValidationError).detail; } return []; })();
    expect(issues).toEqual(expect.arrayContaining(['date', 'message'].map((f) => expect.objectContaining({ loc: ['body', f] }))));
    expect(issues).toHaveLength(2);
    const m = ownerMail(project, { id: 'msg_2', project_id: 'prj_1', form: 'quote', fields: { name: 'Ben', message: 'Rewire a kitchen' }, received_at: '2026-11-26T10:00:00.000Z' }, 'https://app', 'o@x.co');
    expect(m.subject).toBe('New quote request from Ben on Casa Nonna');
  });

  it('It should take a food truck\'s event enquiry with the event in the message, its date optional', () => {
    expect(formFields('event', { name: 'A', email: 'a@b.co', message: 'Wedding for 80 in June', date: '2027-06-12' })).toEqual({ name: 'A', email: 'a@b.co', message: 'Wedding for 80 in June', date: '2027-06-12' });
    expect(() => formFields('event', { name: 'A', email: 'a@b.co', date: '2027-06-12' })).toThrow(ValidationError);
    expect(ownerMail(project, { id: 'msg_4', project_id: 'prj_1', form: 'event', fields: { name: 'Dee', message: 'Office lunch' }, received_at: '2026-11-26T10:00:00.000Z' }, 'https://app', 'o@x.co').subject)
      .toBe('New event enquiry from Dee on Casa Nonna');
  });

  it('It should name fields for the owner the same way in the mail and the Messages list', () => {
    expect(fieldLabel('stay', 'date')).toBe('Arrival');
    expect(fieldLabel('reservation', 'date')).toBe('Date');
    expect(fieldLabel('stay', 'departure')).toBe('Departure');
    expect(fieldLabel('contact', '')).toBe('');
    expect(FORM_KINDS.every((k) => FORM_KIND_NAMES[k].length > 0)).toBe(true);
  });

  it('It should take a stay request with arrival, departure after it and guests, the phone and message optional', () => {
    expect(formFields('stay', { name: 'A', email: 'a@b.co', date: '2027-05-01', departure: '2027-05-04', guests: '2', phone: '', message: '' }))
      .toEqual({ name: 'A', email: 'a@b.co', date: '2027-05-01', departure: '2027-05-04', guests: '2' });
    const issues = (body: Record<string, string>) => { try { formFields('stay', body); } catch (e) { return (e as ValidationError).detail; } return []; };
    // Leaving before arriving, or on the same day, is no stay; nor are 0 or 41 guests.
    expect(issues({ name: 'A', email: 'a@b.co', date: '2027-05-04', departure: '2027-05-01', guests: '2' })).toEqual([expect.objectContaining({ loc: ['body', 'departure'], msg: 'departure: must be after the arrival date' })]);
    expect(issues({ name: 'A', email: 'a@b.co', date: '2027-05-04', departure: '2027-05-04', guests: '2' })).toHaveLength(1);
    expect(issues({ name: 'A', email: 'a@b.co', date: '2027-05-01', departure: '2027-05-03', guests: '0' })).toEqual([expect.objectContaining({ loc: ['body', 'guests'] })]);
    expect(issues({ name: 'A', email: 'a@b.co' })).toEqual(expect.arrayContaining(['date', 'departure', 'guests'].map((f) => expect.objectContaining({ loc: ['body', f] }))));
    // The owner's mail names the stay's first date as the arrival.
    const m = ownerMail(project, { id: 'msg_3', project_id: 'prj_1', form: 'stay', fields: { name: 'Cy', date: '2027-05-01', departure: '2027-05-04', guests: '2' }, received_at: '2026-11-26T10:00:00.000Z' }, 'https://app', 'o@x.co');
    expect(m.subject).toBe('New stay request from Cy on Casa Nonna');
    expect(m.text).toContain('Arrival: 2027-05-01\nDeparture: 2027-05-04\nGuests: 2');
  });
});

describe('submitForm', () => {
  it('It should store and mail a message once, however often the request is retried', async () => {
    const { d, messages, mailer } = deps();
    const t = await formTarget(d, 'prj_1', 'https://storage.googleapis.com');
    const a = await submitForm(d, t, { ...contact, _key: 'key-0000-1111' }, '203.0.113.1', 'https://app.example');
    const b = await submitForm(d, t, { ...contact, _key: 'key-0000-1111' }, '203.0.113.1', 'https://app.example');
    expect([a.stored, a.mailed, b.stored, b.mailed]).toEqual([true, true, false, false]);
    expect(messages.all).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'owner@casanonna.it', replyTo: 'rita@example.org', subject: 'New message from Rita on Casa Nonna' });
    expect(mailer.sent[0]!.text).toContain('https://app.example/preview/prj_1?tab=messages');
  });

  it('It should refuse the honeypot, an unknown kind and non-text values, storing nothing', async () => {
    const { d, messages } = deps();
    const t = await formTarget(d, 'prj_1', 'https://storage.googleapis.com');
    await expect(submitForm(d, t, { ...contact, _website: 'http://spam' }, '203.0.113.2', 'x')).rejects.toBeInstanceOf(BadRequestError);
    await expect(submitForm(d, t, { ...contact, _form: 'poll' }, '203.0.113.3', 'x')).rejects.toBeInstanceOf(ValidationError);
    await expect(submitForm(d, t, { ...contact, name: { $ne: 1 } }, '203.0.113.4', 'x')).rejects.toBeInstanceOf(ValidationError);
    expect(messages.all).toHaveLength(0);
  });

  it('It should limit each visitor per site, then the site as a whole, with a Retry-After within the window', async () => {
    const { d } = deps();
    const t = await formTarget(d, 'prj_1', 'https://storage.googleapis.com');
    for (let i = 0; i < FORM_LIMITS.perIp.limit; i++) await submitForm(d, t, { ...contact, message: `m${i}` }, '203.0.113.9', 'x');
    const err = await submitForm(d, t, contact, '203.0.113.9', 'x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TooManyRequestsError);
    expect((err as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(0);
    expect((err as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual(FORM_LIMITS.perIp.windowMs / 1000);
    let site: unknown;
    for (let i = 0; i < FORM_LIMITS.perSite.limit && !site; i++) site = await submitForm(d, t, { ...contact, message: `s${i}` }, `198.51.100.${i}`, 'x').then(() => undefined, (e: unknown) => e);
    expect(site).toBeInstanceOf(TooManyRequestsError);
    expect((site as Error).message).toMatch(/this hour/);
  });

  it('It should keep the message when the e-mail fails, and say so', async () => {
    const { d, messages } = deps();
    d.mailer = { send: async () => { throw new Error('SES down'); } };
    const t = await formTarget(d, 'prj_1', 'https://storage.googleapis.com');
    const out = await submitForm(d, t, contact, '203.0.113.20', 'x');
    expect([out.stored, out.mailed, (out.mailError as Error).message]).toEqual([true, false, 'SES down']);
    expect(messages.all).toHaveLength(1);
  });

  it('It should write the owner mail with every field on its line', () => {
    const m = ownerMail(project, { id: 'msg_1', project_id: 'prj_1', form: 'reservation', fields: { name: 'Ana', guests: '4', message: 'Window\nseat' }, received_at: '2026-11-23T10:00:00.000Z' }, 'https://app', 'o@x.co');
    expect(m.subject).toBe('New table request from Ana on Casa Nonna');
    expect(m.text).toContain('Guests: 4');
    expect(m.text).toContain('Message:\nWindow\nseat');
  });
});
