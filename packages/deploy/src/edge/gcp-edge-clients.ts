// Deep imports of the three Compute Engine clients: the package's index loads all ~120 of them and the
// 30 MB static protos module (an esbuild bundle of the edge: ~31 MB from the index, ~6 MB this way).
import { BackendBucketsClient } from '@google-cloud/compute/build/src/v1/backend_buckets_client';
import { GlobalOperationsClient } from '@google-cloud/compute/build/src/v1/global_operations_client';
import { UrlMapsClient } from '@google-cloud/compute/build/src/v1/url_maps_client';
import { CertificateManagerClient } from '@google-cloud/certificate-manager';
import { googleAuthLibrary, type ClientOptions } from 'google-gax';
import { parseServiceAccount } from '../gcs/gcs-client';

/** The Google Cloud clients `createGcpEdge` receives. */
export interface GcpEdgeClients {
  backendBuckets: BackendBucketsClient;
  urlMaps: UrlMapsClient;
  /** Waits for Compute Engine's global operations (`globalOperations.wait`). */
  globalOperations: GlobalOperationsClient;
  certificateManager: CertificateManagerClient;
}

/** Options of `createGcpEdgeClients`. */
export interface GcpEdgeClientOptions {
  /** GCP_SERVICE_ACCOUNT: the service-account key file's JSON text, as for `createStorage`. */
  credentialsJson?: string;
  /** GCP_PROJECT_ID; default the key's `project_id`. */
  projectId?: string;
  /**
   * A local stand-in of both REST APIs, e.g. `http://127.0.0.1:4455` (tests): the clients then send
   * plain HTTP there and no credentials.
   */
  apiEndpoint?: string;
}

/**
 * Node's own fetch for the HTTP requests (and the token requests) instead of gaxios' default, a dynamic
 * `import('node-fetch')`: one package less in the bundle, and it also runs inside Jest's CommonJS
 * runtime, which refuses dynamic imports.
 */
const NATIVE_FETCH = { fetchImplementation: fetch };

/**
 * The transport of every client: the REST transport of google-gax (`fallback: true`), JSON over
 * HTTP/1.1, the API's documented REST paths. Compute Engine's clients use it by default; Certificate
 * Manager's would use gRPC, which we do not want: one transport for both, no long-lived gRPC channel in a
 * Lambda, and a loopback stand-in that speaks the REST API. `apiEndpoint` + `port` + `protocol` is how
 * google-gax's REST stub builds its URLs (`${protocol}://${servicePath}:${port}/…`, fallback.ts).
 */
function transport(apiEndpoint?: string): ClientOptions {
  if (!apiEndpoint) return { fallback: true, clientOptions: { transporterOptions: NATIVE_FETCH } };
  const url = new URL(apiEndpoint);
  const protocol = url.protocol.replace(/:$/, '');
  return {
    fallback: true,
    protocol,
    apiEndpoint: url.hostname,
    port: Number(url.port) || (protocol === 'http' ? 80 : 443),
    // Sends requests as they are, without asking Google's token endpoint for a token first.
    authClient: new googleAuthLibrary.PassThroughClient({ transporterOptions: NATIVE_FETCH }),
  };
}

/**
 * Creates the clients of the HTTPS edge (`createGcpEdge`): backend buckets, URL maps and global
 * operations of Compute Engine, and Certificate Manager.
 *
 * With `credentialsJson` they authenticate as that service account (it needs Compute Load Balancer Admin,
 * roles/compute.loadBalancerAdmin, and Certificate Manager Editor, roles/certificatemanager.editor);
 * without it, Application Default Credentials. With `apiEndpoint` (tests) no credentials are sent.
 *
 * @throws Error naming GCP_SERVICE_ACCOUNT when `credentialsJson` is not a service-account key.
 * @example
 * const clients = createGcpEdgeClients({ credentialsJson: process.env.GCP_SERVICE_ACCOUNT });
 * const edge = createGcpEdge(clients, { projectId, sitesDomain: 'sites.example.net', urlMap: 'sites', certificateMap: 'sites' });
 */
export function createGcpEdgeClients({ credentialsJson, projectId, apiEndpoint }: GcpEdgeClientOptions = {}): GcpEdgeClients {
  const key = credentialsJson && !apiEndpoint ? parseServiceAccount(credentialsJson) : undefined;
  const options = (): ClientOptions => ({
    ...transport(apiEndpoint),
    projectId: projectId ?? key?.project_id,
    ...(key ? { credentials: { client_email: key.client_email, private_key: key.private_key } } : {}),
  });
  return {
    backendBuckets: new BackendBucketsClient(options()),
    urlMaps: new UrlMapsClient(options()),
    globalOperations: new GlobalOperationsClient(options()),
    certificateManager: new CertificateManagerClient(options()),
  };
}
