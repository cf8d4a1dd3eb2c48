import type { protos } from '@google-cloud/certificate-manager';
import type { CertificateState } from '../ports';

type Certificate = protos.google.cloud.certificatemanager.v1.ICertificate;

/** Why Google could not authorize a domain (AuthorizationAttemptInfo.FailureReason), for the owner. */
function failureText(domain: string, reason: string | null | undefined): string {
  switch (reason) {
    case 'CONFIG':
      return `The DNS records of ${domain} are missing or not as shown: create both CNAME records exactly as listed (the one that points the domain at your site and the _acme-challenge one that proves you own it), wait until your DNS provider publishes them, then add the domain again.`;
    case 'CAA':
      return `A CAA record of ${domain} does not allow Google's certificate authorities: add CAA records for pki.goog and letsencrypt.org at your DNS provider (or remove the CAA records), then add the domain again.`;
    case 'RATE_LIMITED':
      return `The certificate authority has issued too many certificates for ${domain} lately: wait a few hours, then add the domain again.`;
    default:
      return `Google could not issue a certificate for ${domain}: check the DNS records shown for it, then add the domain again.`;
  }
}

/**
 * A Certificate Manager managed certificate as the product shows it (`CertificateState`):
 * - ACTIVE → active;
 * - FAILED → failed, with the reason in words an owner can act on, from the failed authorization
 *   attempt (`authorizationAttemptInfo[].failureReason`: CONFIG, CAA, RATE_LIMITED) or the
 *   `provisioningIssue` (AUTHORIZATION_ISSUE, RATE_LIMITED); Google's own `details` follow in brackets;
 * - PROVISIONING and anything else → provisioning (Google keeps trying while it provisions);
 * - no certificate (`undefined`) → failed: it was never requested or has been removed.
 * Source: "Troubleshoot Google-managed certificates" in the Certificate Manager docs.
 */
export function certificateState(cert: Certificate | undefined, domain: string): CertificateState {
  if (!cert) return { state: 'failed', reason: `No certificate has been requested for ${domain}: add the domain again.` };
  const managed = cert.managed;
  if (managed?.state === 'ACTIVE') return { state: 'active' };
  if (managed?.state !== 'FAILED') return { state: 'provisioning' };
  const attempt = managed.authorizationAttemptInfo?.find((a) => a.state === 'FAILED');
  const issue = managed.provisioningIssue;
  const reason = attempt?.failureReason ?? (issue?.reason === 'RATE_LIMITED' ? 'RATE_LIMITED' : issue?.reason === 'AUTHORIZATION_ISSUE' ? 'CONFIG' : undefined);
  const details = attempt?.details || issue?.details;
  return { state: 'failed', reason: `${failureText(domain, reason as string | undefined)}${details ? ` (Google says: ${details})` : ''}` };
}
