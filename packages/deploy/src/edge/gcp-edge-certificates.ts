import type { protos } from '@google-cloud/certificate-manager';
import type { CertificateState } from '../ports';
import type { GcpEdgeClients } from './gcp-edge-clients';
import { certificateState } from './gcp-edge-certificate-state';
import { edgeStatus } from './gcp-edge-errors';
import { resourceId } from './gcp-edge-names';
import { lroOptions, ONCE, type OperationWaitOptions } from './gcp-edge-operations';

type DnsAuthorization = protos.google.cloud.certificatemanager.v1.IDnsAuthorization;
type DnsResourceRecord = protos.google.cloud.certificatemanager.v1.DnsAuthorization.IDnsResourceRecord;
/** A call with retries and error classification (`call` in gcp-edge.ts). */
export type EdgeCall = <T>(what: string, fn: () => Promise<T>) => Promise<T>;

/** Options of `certificateManagerEdge`. */
export interface CertificateManagerEdgeOptions {
  projectId: string;
  /** The shared certificate map (it also holds the wildcard certificate's entry, made with the load balancer). */
  certificateMap: string;
  /** Prefix of the resource ids. */
  prefix: string;
  wait: OperationWaitOptions;
  call: EdgeCall;
}

type Started<T> = Promise<[{ promise(): Promise<[T, ...unknown[]]> }, ...unknown[]]>;

/** Waits for a started operation; undefined when the resource already existed (409, ALREADY_EXISTS). */
async function created<T>(start: Started<T>): Promise<T | undefined> {
  try {
    const [op] = await start;
    return (await op.promise())[0];
  } catch (err) {
    if (edgeStatus(err) === 409) return undefined;
    throw err;
  }
}

/** Waits for a started delete; a resource already gone (404) is fine. */
async function deleted(start: Started<unknown>): Promise<void> {
  await created(start).catch((err: unknown) => {
    if (edgeStatus(err) !== 404) throw err;
  });
}

/**
 * The Certificate Manager half of a custom domain (issue 21 §3), all in `locations/global`: a DNS
 * authorization, a Google-managed certificate that uses it, and an entry of the shared certificate map
 * for the hostname. One id per domain for all three (`resourceId(domain)`, with a hash), so that every
 * step can be repeated: an existing resource (409) is read instead, a missing one (404) is already deleted.
 */
export function certificateManagerEdge(clients: Pick<GcpEdgeClients, 'certificateManager'>, opts: CertificateManagerEdgeOptions) {
  const cm = clients.certificateManager;
  const parent = `projects/${opts.projectId}/locations/global`;
  const mapParent = `${parent}/certificateMaps/${opts.certificateMap}`;
  const names = (domain: string) => {
    const id = resourceId(domain, { prefix: opts.prefix, alwaysHash: true });
    return { id, auth: `${parent}/dnsAuthorizations/${id}`, cert: `${parent}/certificates/${id}`, entry: `${mapParent}/certificateMapEntries/${id}` };
  };
  const lro = lroOptions(opts.wait);

  return {
    /** Creates what is missing; @returns the authorization's DNS record (the `_acme-challenge` CNAME). */
    async addDomain(domain: string): Promise<DnsResourceRecord | undefined> {
      const n = names(domain);
      const auth = await opts.call(`creating the DNS authorization of ${domain}`, async () =>
        (await created<DnsAuthorization>(cm.createDnsAuthorization({ parent, dnsAuthorizationId: n.id, dnsAuthorization: { domain } }, lro)))
        ?? (await cm.getDnsAuthorization({ name: n.auth }, ONCE))[0]);
      await opts.call(`requesting a managed certificate for ${domain}`, () =>
        created(cm.createCertificate({ parent, certificateId: n.id, certificate: { managed: { domains: [domain], dnsAuthorizations: [n.auth] } } }, lro)));
      await opts.call(`adding ${domain} to certificate map ${opts.certificateMap}`, () =>
        created(cm.createCertificateMapEntry({ parent: mapParent, certificateMapEntryId: n.id, certificateMapEntry: { hostname: domain, certificates: [n.cert] } }, lro)));
      return auth.dnsResourceRecord ?? undefined;
    },

    async certificate(domain: string): Promise<CertificateState> {
      const cert = await opts.call(`reading the certificate of ${domain}`, () =>
        cm.getCertificate({ name: names(domain).cert }, ONCE).then(([c]) => c, (err: unknown) => {
          if (edgeStatus(err) === 404) return undefined;
          throw err;
        }));
      return certificateState(cert, domain);
    },

    /** Deletes the map entry, then the certificate, then the authorization: each is in use by the one before. */
    async removeDomain(domain: string): Promise<void> {
      const n = names(domain);
      await opts.call(`removing ${domain} from certificate map ${opts.certificateMap}`, () => deleted(cm.deleteCertificateMapEntry({ name: n.entry }, lro)));
      await opts.call(`deleting the certificate of ${domain}`, () => deleted(cm.deleteCertificate({ name: n.cert }, lro)));
      await opts.call(`deleting the DNS authorization of ${domain}`, () => deleted(cm.deleteDnsAuthorization({ name: n.auth }, lro)));
    },
  };
}
