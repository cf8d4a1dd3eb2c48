import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAwsClient, type AwsLiteClient } from '@sitewright/data';

/** One request an AWS API stand-in received. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. /bucket/logos/a.png. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the stand-in answers (default 200, empty body). */
export interface StubResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * A real HTTP server on loopback that records every request and answers with `respond` (for unit tests
 * of the adapters that call AWS APIs through aws-lite: what goes on the wire, signed, and how answers
 * and errors are read). `client()` gives an aws-lite client aimed at it, without retries.
 */
export async function startAwsStub(respond: (req: RecordedRequest) => StubResponse = () => ({})) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      const out = respond(recorded);
      res.writeHead(out.status ?? 200, out.headers ?? {});
      res.end(out.body ?? '');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    requests,
    client: (): Promise<AwsLiteClient> =>
      createAwsClient({ region: 'eu-west-1', endpoint, credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' }, retries: 0 }),
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

/** The SigV4 credential scope's service name in an Authorization header (e.g. `ses`, `s3`). */
export const signedService = (headers: IncomingHttpHeaders): string | undefined =>
  /Credential=[^/]+\/\d{8}\/[^/]+\/([^/]+)\/aws4_request/.exec(String(headers.authorization))?.[1];
