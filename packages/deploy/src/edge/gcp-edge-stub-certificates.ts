/** Test-only: the Certificate Manager v1 half of the edge stub (see gcp-edge-stub.ts). */
import { createHash } from 'node:crypto';
import type { Answer, EdgeStubCall, StubContext } from './gcp-edge-stub';

type Resource = Record<string, unknown>;
const shortHash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 8);
/** The managed part of a certificate, as `setCertificate` changes it. */
export interface ManagedState {
  state: 'PROVISIONING' | 'ACTIVE' | 'FAILED';
  provisioningIssue?: { reason: 'AUTHORIZATION_ISSUE' | 'RATE_LIMITED'; details?: string };
  authorizationAttemptInfo?: { domain: string; state: 'AUTHORIZING' | 'AUTHORIZED' | 'FAILED'; failureReason?: 'CONFIG' | 'CAA' | 'RATE_LIMITED'; details?: string }[];
}

const TYPE = 'type.googleapis.com/google.cloud.certificatemanager.v1.';

/** Routes of `/v1/projects/{project}/locations/global/…`; `certificateMaps` exist from the start. */
export function certificateManagerRoutes(ctx: StubContext, certificateMapNames: string[]) {
  const parent = `projects/${ctx.project}/locations/global`;
  const dnsAuthorizations = new Map<string, Resource>();
  const certificates = new Map<string, Resource>();
  /** Keyed by `{map}/{entry id}`. */
  const certificateMapEntries = new Map<string, Resource>();
  const now = () => new Date().toISOString();

  /** Create, get and delete of one collection; `usedBy` names what stops a delete. */
  function collection(call: EdgeStubCall, store: Map<string, Resource>, key: string, id: string | undefined, idParam: string, type: string, make: () => Resource | Answer, usedBy: () => string | undefined): Answer {
    if (!id && call.method === 'POST') {
      const newId = call.query.get(idParam) ?? '';
      const full = `${call.path.replace(/^\/v1\//, '')}/${newId}`;
      if (store.has(`${key}${newId}`)) return ctx.rpcError(409, 'ALREADY_EXISTS', `Resource '${full}' already exists`);
      const made = make();
      if (Array.isArray(made)) return made;
      const resource: Resource = { ...made, name: full, createTime: now(), updateTime: now() };
      return [200, ctx.startOperation('certificatemanager', call.path, { target: full, verb: 'create', createTime: now() }, () => {
        store.set(`${key}${newId}`, resource);
        return { '@type': `${TYPE}${type}`, ...resource };
      })];
    }
    const found = id ? store.get(`${key}${id}`) : undefined;
    if (!found || !id) return ctx.rpcError(404, 'NOT_FOUND', `Resource '${call.path.replace(/^\/v1\//, '')}' was not found`);
    if (call.method === 'GET') return [200, found];
    if (call.method === 'DELETE') {
      const user = usedBy();
      if (user) return ctx.rpcError(400, 'FAILED_PRECONDITION', `Resource '${found.name}' is used by '${user}'`);
      return [200, ctx.startOperation('certificatemanager', call.path, { target: found.name, verb: 'delete', createTime: now() }, () => {
        store.delete(`${key}${id}`);
        return { '@type': 'type.googleapis.com/google.protobuf.Empty' };
      })];
    }
    return ctx.rpcError(404, 'NOT_FOUND', 'Method not found');
  }

  const fullName = (kind: string, id: string) => `${parent}/${kind}/${id}`;

  function route(call: EdgeStubCall): Answer | undefined {
    if (!call.path.startsWith(`/v1/${parent}/`)) return undefined;
    const [kind, id, sub, subId] = call.path.slice(`/v1/${parent}/`.length).split('/');
    const body = call.body;
    if (kind === 'operations' && id && call.method === 'GET') {
      const op = ctx.pollOperation(`${parent}/operations/${id}`);
      return op ? [200, op] : ctx.rpcError(404, 'NOT_FOUND', `Operation '${id}' was not found`);
    }
    if (kind === 'dnsAuthorizations') {
      return collection(call, dnsAuthorizations, '', id, 'dnsAuthorizationId', 'DnsAuthorization', () => {
        const domain = String(body.domain ?? '');
        return { domain, type: 'FIXED_RECORD', dnsResourceRecord: { name: `_acme-challenge.${domain}.`, type: 'CNAME', data: `${shortHash(domain)}.9.authorize.certificatemanager.goog.` } };
      }, () => [...certificates.values()].find((c) => ((c.managed as Resource).dnsAuthorizations as string[]).includes(fullName('dnsAuthorizations', id ?? '')))?.name as string | undefined);
    }
    if (kind === 'certificates') {
      return collection(call, certificates, '', id, 'certificateId', 'Certificate', () => {
        const managed = (body.managed ?? {}) as { domains?: string[]; dnsAuthorizations?: string[] };
        const unknown = (managed.dnsAuthorizations ?? []).find((a) => !dnsAuthorizations.has(a.split('/').pop() ?? ''));
        if (unknown) return ctx.rpcError(400, 'INVALID_ARGUMENT', `DNS authorization '${unknown}' does not exist`);
        const domains = managed.domains ?? [];
        return { scope: 'DEFAULT', sanDnsnames: domains, managed: { ...managed, state: 'PROVISIONING', authorizationAttemptInfo: domains.map((domain) => ({ domain, state: 'AUTHORIZING' })) } };
      }, () => [...certificateMapEntries.values()].find((e) => (e.certificates as string[]).includes(fullName('certificates', id ?? '')))?.name as string | undefined);
    }
    if (kind === 'certificateMaps' && id && sub === 'certificateMapEntries') {
      if (!certificateMapNames.includes(id)) return ctx.rpcError(404, 'NOT_FOUND', `Resource '${parent}/certificateMaps/${id}' was not found`);
      return collection(call, certificateMapEntries, `${id}/`, subId, 'certificateMapEntryId', 'CertificateMapEntry', () => {
        const certs = (body.certificates ?? []) as string[];
        const unknown = certs.find((c) => !certificates.has(c.split('/').pop() ?? ''));
        if (unknown) return ctx.rpcError(400, 'INVALID_ARGUMENT', `Certificate '${unknown}' does not exist`);
        return { hostname: body.hostname, certificates: certs, state: 'ACTIVE' };
      }, () => undefined);
    }
    return undefined;
  }

  /** Sets the managed state of the certificate for `domain` (as Google would while provisioning). */
  function setCertificate(domain: string, managed: ManagedState) {
    const cert = [...certificates.values()].find((c) => ((c.managed as Resource).domains as string[]).includes(domain));
    if (!cert) throw new Error(`stub: no certificate for ${domain}`);
    Object.assign(cert.managed as Resource, managed);
  }

  return { route, setCertificate, state: { dnsAuthorizations, certificates, certificateMapEntries } };
}
