import { Storage } from '@google-cloud/storage';

/** Options of `createStorage`. */
export interface StorageClientOptions {
  /** GCP_SERVICE_ACCOUNT: the service-account key file's JSON text (`client_email`, `private_key`, `project_id`). */
  credentialsJson?: string;
  /** GCP_PROJECT_ID; default the key's `project_id`. Needed to create buckets. */
  projectId?: string;
  /** GCS_API_ENDPOINT: a local stub or emulator, e.g. `http://127.0.0.1:4443`; the library then sends no credentials. */
  apiEndpoint?: string;
}

interface ServiceAccountKey { client_email?: string; private_key?: string; project_id?: string }

/** Reads a service-account key; throws an Error naming GCP_SERVICE_ACCOUNT when it is not one. */
export function parseServiceAccount(json: string): ServiceAccountKey & { client_email: string; private_key: string } {
  let key: ServiceAccountKey;
  try {
    key = JSON.parse(json) as ServiceAccountKey;
  } catch {
    throw new Error('GCP_SERVICE_ACCOUNT is not valid JSON: paste the whole service-account key file');
  }
  if (typeof key?.client_email !== 'string' || typeof key.private_key !== 'string') {
    throw new Error('GCP_SERVICE_ACCOUNT lacks client_email or private_key: use a service-account key file (IAM → Service accounts → Keys)');
  }
  return key as ServiceAccountKey & { client_email: string; private_key: string };
}

/**
 * Creates the Storage client the GCS site host receives (`createGcsHost`).
 *
 * With `credentialsJson` the client authenticates as that service account (it needs Storage Admin,
 * roles/storage.admin, to create buckets and set their IAM policy); without it, Application Default
 * Credentials. With `apiEndpoint` (tests, emulators) no credentials are sent. The library's own retries
 * are off (`autoRetry: false`): `withRetry` in the adapter is the one place that retries.
 *
 * @throws Error naming GCP_SERVICE_ACCOUNT when `credentialsJson` is not a service-account key.
 * @example
 * const storage = createStorage({ credentialsJson: process.env.GCP_SERVICE_ACCOUNT, projectId: process.env.GCP_PROJECT_ID });
 */
export function createStorage({ credentialsJson, projectId, apiEndpoint }: StorageClientOptions = {}): Storage {
  const key = credentialsJson && !apiEndpoint ? parseServiceAccount(credentialsJson) : undefined;
  return new Storage({
    projectId: projectId ?? key?.project_id,
    ...(key ? { credentials: { client_email: key.client_email, private_key: key.private_key } } : {}),
    ...(apiEndpoint ? { apiEndpoint: apiEndpoint.replace(/\/+$/, '') } : {}),
    retryOptions: { autoRetry: false },
  });
}
