import type { protos } from '@google-cloud/compute';
import { HostError } from '../ports';
import type { GcpEdgeClients } from './gcp-edge-clients';
import { edgeStatus } from './gcp-edge-errors';
import { ONCE, waitForComputeOperation, type OperationWaitOptions } from './gcp-edge-operations';

type UrlMap = protos.google.cloud.compute.v1.IUrlMap;

/** A change to the URL map; @returns false when the map already is as wanted (nothing is written). */
export type UrlMapEdit = (map: UrlMap) => boolean;

/** Times the map is read again when another writer changed it between our read and write (412). */
const CONFLICT_ATTEMPTS = 5;

/** `global/backendBuckets/x` of a full or partial resource URL, so both forms compare equal. */
const resourcePath = (link: string) => /global\/.*$/.exec(link)?.[0] ?? link;

/** Makes the path matcher `name` send everything to `service` (a backend bucket's selfLink). */
export function ensurePathMatcher(map: UrlMap, name: string, service: string): boolean {
  map.pathMatchers ??= [];
  const matcher = map.pathMatchers.find((m) => m.name === name);
  if (matcher?.defaultService && resourcePath(matcher.defaultService) === resourcePath(service)) return false;
  if (matcher) matcher.defaultService = service;
  else map.pathMatchers.push({ name, defaultService: service });
  return true;
}

/** The path matcher that requests for `host` go to, if a host rule names it. */
export const matcherOf = (map: UrlMap, host: string) => map.hostRules?.find((r) => r.hosts?.includes(host))?.pathMatcher ?? undefined;

/** Takes `host` out of every host rule; rules left without hosts go. */
export function unrouteHost(map: UrlMap, host: string): boolean {
  const rules = map.hostRules ?? [];
  if (!rules.some((r) => r.hosts?.includes(host))) return false;
  map.hostRules = rules
    .map((r) => ({ ...r, hosts: (r.hosts ?? []).filter((h) => h !== host) }))
    .filter((r) => r.hosts.length > 0);
  return true;
}

/** Sends `host` to the path matcher `matcher` with a host rule of its own (a host may be in one rule only). */
export function routeHost(map: UrlMap, host: string, matcher: string): boolean {
  if (matcherOf(map, host) === matcher) return false;
  unrouteHost(map, host);
  (map.hostRules ??= []).push({ hosts: [host], pathMatcher: matcher });
  return true;
}

/**
 * Reads the shared URL map, applies `edit` and writes it back with `urlMaps.update`, which carries the
 * map's `fingerprint` (optimistic concurrency: Compute answers 412 when someone else wrote the map since
 * we read it, e.g. a deploy of another site). On 412 it reads the map again and re-applies `edit`, up to
 * 5 times. Waits for the update's operation.
 * @throws HostError (permanent) when the map does not exist; transient when it kept changing.
 */
export async function editUrlMap(clients: Pick<GcpEdgeClients, 'urlMaps' | 'globalOperations'>, project: string, urlMap: string, edit: UrlMapEdit, wait: OperationWaitOptions): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const [map] = await clients.urlMaps.get({ project, urlMap }, ONCE).catch((err: unknown) => {
      if (edgeStatus(err) !== 404) throw err;
      throw new HostError(`Google Cloud: the URL map ${urlMap} does not exist in project ${project}: it is created with the load balancer (GCP_URL_MAP names it)`, false, 404);
    });
    if (!edit(map)) return;
    // `id` is output only, and a uint64: in a minified bundle proto3-json-serializer cannot write it back
    // (it knows protobufjs' Long by its class name), so it is not sent.
    const { id: _id, ...urlMapResource } = map;
    try {
      const [op] = await clients.urlMaps.update({ project, urlMap, urlMapResource }, ONCE);
      await waitForComputeOperation(clients, project, op.latestResponse as protos.google.cloud.compute.v1.IOperation, `updating URL map ${urlMap}`, wait);
      return;
    } catch (err) {
      if (edgeStatus(err) !== 412) throw err;
      if (attempt >= CONFLICT_ATTEMPTS) throw new HostError(`Google Cloud: URL map ${urlMap} kept changing while we updated it (${CONFLICT_ATTEMPTS} fingerprint conflicts)`, true, 412);
    }
  }
}
