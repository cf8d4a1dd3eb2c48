import { Resolver } from 'node:dns/promises';
import type { DnsLookup } from '@sitewright/deploy/domains';

/**
 * DNS for custom-domain checks (issue 21 §2) through node:dns/promises: CNAME lookups with a 5 s timeout
 * and two tries, from the system's resolvers or `servers` (`ip[:port]`, e.g. a stand-in on loopback).
 * A name without a CNAME (ENODATA) or that does not exist (ENOTFOUND) answers []; other failures throw.
 */
export function createDnsLookup(servers?: string[]): DnsLookup {
  const resolver = new Resolver({ timeout: 5_000, tries: 2 });
  if (servers?.length) resolver.setServers(servers);
  return {
    async cname(name) {
      try {
        return (await resolver.resolveCname(name)).map((t) => t.toLowerCase().replace(/\.$/, ''));
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENODATA' || code === 'ENOTFOUND' || code === 'NXDOMAIN') return [];
        throw err;
      }
    },
  };
}
