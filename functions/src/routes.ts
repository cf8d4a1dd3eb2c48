/**
 * The route table: data only. infra/ makes one API route + Lambda per entry; functions/local serves
 * the same table on node:http (CONVENTIONS.md, clebert/aws-simple). Paths use API Gateway syntax.
 */
import type { TableName } from '@sitewright/data';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueueName = 'generate' | 'deploy';

export interface RouteDef {
  /** Unique, kebab-case; also the function's logical id. */
  id: string;
  method: HttpMethod;
  /** API Gateway path, e.g. /api/project/{id}. */
  path: string;
  /** Handler module, relative to functions/. */
  entry: string;
  /** The module's export to invoke (default `handler`), so related routes can share one small module. */
  handler?: string;
  /** Whether a bearer token is required (documentation for ops; the handler enforces it). */
  auth: boolean;
  /** Tables the function may touch, with the access it needs (infra grants exactly these). */
  tables: { name: TableName; access: 'read' | 'write' }[];
  /** Queues the function sends to. */
  queues?: QueueName[];
  /** Needs the mail sender (SES). */
  mail?: boolean;
  /** Lambda memory in MB (scrypt at N=2^17 needs ≥ 256). Default 512. */
  memoryMb?: number;
  /** Lambda timeout in seconds (API Gateway stops waiting at 30). Default 10. */
  timeoutS?: number;
  /**
   * Publishes on the live channel (issue 19): infra grants the connections table and
   * execute-api:ManageConnections on the WebSocket API and sets WS_MANAGEMENT_URL.
   */
  live?: boolean;
}

const usersRw = [{ name: 'users', access: 'write' }] as const satisfies RouteDef['tables'];
const usersR = [{ name: 'users', access: 'read' }] as const satisfies RouteDef['tables'];

export const routes: RouteDef[] = [
  { id: 'auth-register', method: 'POST', path: '/api/auth/register', entry: 'src/http/auth-register.ts', auth: false, tables: [...usersRw], mail: true, memoryMb: 1024 },
  { id: 'auth-request-otp', method: 'POST', path: '/api/auth/request-otp', entry: 'src/http/auth-request-otp.ts', auth: false, tables: [...usersRw], mail: true },
  { id: 'auth-resend-otp', method: 'POST', path: '/api/auth/resend-otp', entry: 'src/http/auth-resend-otp.ts', auth: false, tables: [...usersRw], mail: true },
  { id: 'auth-verify-otp', method: 'POST', path: '/api/auth/verify-otp', entry: 'src/http/auth-verify-otp.ts', auth: false, tables: [...usersRw] },
  { id: 'auth-login', method: 'POST', path: '/api/auth/login', entry: 'src/http/auth-login.ts', auth: false, tables: [...usersRw], mail: true, memoryMb: 1024 },
  { id: 'auth-me', method: 'GET', path: '/api/auth/me', entry: 'src/http/auth-me.ts', auth: true, tables: [...usersR] },
  { id: 'auth-profile', method: 'PUT', path: '/api/auth/profile', entry: 'src/http/auth-profile.ts', auth: true, tables: [...usersRw], mail: true },
  { id: 'auth-confirm-email', method: 'POST', path: '/api/auth/confirm-email', entry: 'src/http/auth-confirm-email.ts', auth: true, tables: [...usersRw] },
  { id: 'auth-google-url', method: 'GET', path: '/api/auth/google/url', entry: 'src/http/auth-google.ts', handler: 'url', auth: false, tables: [...usersRw] },
  { id: 'auth-google-callback', method: 'POST', path: '/api/auth/google/callback', entry: 'src/http/auth-google.ts', handler: 'callback', auth: false, tables: [...usersRw] },

  { id: 'generate', method: 'POST', path: '/api/generate', entry: 'src/http/generate.ts', auth: true, tables: [{ name: 'projects', access: 'write' }, { name: 'templates', access: 'read' }, { name: 'jobs', access: 'write' }], queues: ['generate'] },
  { id: 'project-get', method: 'GET', path: '/api/project/{id}', entry: 'src/http/project-get.ts', auth: true, tables: [{ name: 'projects', access: 'read' }] },
  { id: 'project-delete', method: 'DELETE', path: '/api/project/{id}', entry: 'src/http/project-delete.ts', auth: true, tables: [{ name: 'projects', access: 'write' }, { name: 'templates', access: 'write' }, { name: 'messages', access: 'write' }] },
  { id: 'project-duplicate', method: 'POST', path: '/api/project/{id}/duplicate', entry: 'src/http/project-duplicate.ts', auth: true, tables: [{ name: 'projects', access: 'write' }] },
  { id: 'project-layout', method: 'PUT', path: '/api/project/{id}/layout', entry: 'src/http/project-layout.ts', auth: true, tables: [{ name: 'projects', access: 'write' }, { name: 'versions', access: 'write' }] },
  { id: 'project-edit', method: 'POST', path: '/api/project/{id}/edits', entry: 'src/http/project-edit.ts', auth: true, tables: [{ name: 'projects', access: 'write' }, { name: 'versions', access: 'write' }], memoryMb: 1024 },
  { id: 'project-versions', method: 'GET', path: '/api/project/{id}/versions', entry: 'src/http/project-versions.ts', handler: 'list', auth: true, tables: [{ name: 'projects', access: 'read' }, { name: 'versions', access: 'read' }] },
  { id: 'project-restore', method: 'POST', path: '/api/project/{id}/versions/{versionId}/restore', entry: 'src/http/project-versions.ts', handler: 'restore', auth: true, tables: [{ name: 'projects', access: 'write' }, { name: 'versions', access: 'write' }] },
  { id: 'project-share-get', method: 'GET', path: '/api/project/{id}/share', entry: 'src/http/project-share.ts', handler: 'get', auth: true, tables: [{ name: 'projects', access: 'read' }] },
  { id: 'project-share-create', method: 'POST', path: '/api/project/{id}/share', entry: 'src/http/project-share.ts', handler: 'create', auth: true, tables: [{ name: 'projects', access: 'write' }] },
  { id: 'project-share-revoke', method: 'DELETE', path: '/api/project/{id}/share', entry: 'src/http/project-share.ts', handler: 'revoke', auth: true, tables: [{ name: 'projects', access: 'write' }] },
  { id: 'project-image', method: 'PUT', path: '/api/project/{id}/images/{imageId}', entry: 'src/http/project-image.ts', auth: true, tables: [{ name: 'projects', access: 'write' }, { name: 'versions', access: 'write' }], timeoutS: 29, memoryMb: 1024 },
  { id: 'project-image-upload', method: 'POST', path: '/api/project/{id}/images/{imageId}/upload', entry: 'src/http/project-image-upload.ts', auth: true, tables: [{ name: 'projects', access: 'read' }] },
  { id: 'project-image-another', method: 'POST', path: '/api/project/{id}/images/{imageId}/another', entry: 'src/http/project-image-another.ts', auth: true, tables: [{ name: 'projects', access: 'write' }, { name: 'versions', access: 'write' }], timeoutS: 29, memoryMb: 1024 },
  { id: 'project-details-get', method: 'GET', path: '/api/project/{id}/details', entry: 'src/http/project-details.ts', handler: 'get', auth: true, tables: [{ name: 'projects', access: 'read' }] },
  { id: 'project-details-put', method: 'PUT', path: '/api/project/{id}/details', entry: 'src/http/project-details.ts', handler: 'put', auth: true, tables: [{ name: 'projects', access: 'write' }, { name: 'versions', access: 'write' }], memoryMb: 1024 },
  { id: 'project-messages', method: 'GET', path: '/api/project/{id}/messages', entry: 'src/http/project-messages.ts', auth: true, tables: [{ name: 'projects', access: 'read' }, { name: 'messages', access: 'read' }] },
  // Public: live sites' forms post here (issue 16 §2); CORS for the site's own live origin only, rate-limited per visitor and site.
  { id: 'forms-submit', method: 'POST', path: '/api/forms/{project_id}', entry: 'src/http/forms-submit.ts', auth: false, tables: [{ name: 'projects', access: 'read' }, { name: 'deployments', access: 'read' }, { name: 'users', access: 'read' }, { name: 'messages', access: 'write' }], mail: true },
  { id: 'project-improve', method: 'POST', path: '/api/project/{id}/improve', entry: 'src/http/project-improve.ts', auth: true, tables: [{ name: 'projects', access: 'write' }, { name: 'versions', access: 'write' }, { name: 'connections', access: 'write' }], timeoutS: 29, memoryMb: 1024, live: true },
  { id: 'project-publish', method: 'POST', path: '/api/project/{id}/publish', entry: 'src/http/project-publish.ts', auth: true, tables: [{ name: 'projects', access: 'write' }, { name: 'templates', access: 'write' }] },
  { id: 'project-withdraw', method: 'DELETE', path: '/api/project/{id}/publish', entry: 'src/http/project-withdraw.ts', auth: true, tables: [{ name: 'projects', access: 'write' }, { name: 'templates', access: 'write' }] },
  { id: 'user-projects', method: 'GET', path: '/api/user/projects', entry: 'src/http/user-projects.ts', auth: true, tables: [{ name: 'projects', access: 'read' }] },
  { id: 'upload-logo', method: 'POST', path: '/api/upload/logo', entry: 'src/http/upload-logo.ts', auth: true, tables: [] },
  { id: 'uploads-get', method: 'GET', path: '/api/uploads/{key+}', entry: 'src/http/uploads-get.ts', auth: false, tables: [] },
  { id: 'templates-public', method: 'GET', path: '/api/templates/public', entry: 'src/http/templates-list.ts', auth: false, tables: [{ name: 'templates', access: 'read' }] },
  { id: 'templates-list', method: 'GET', path: '/api/templates', entry: 'src/http/templates-list.ts', auth: false, tables: [{ name: 'templates', access: 'read' }] },
  { id: 'project-archive', method: 'GET', path: '/api/project/{id}/archive', entry: 'src/http/project-archive.ts', auth: true, tables: [{ name: 'projects', access: 'read' }] },
  { id: 'deploy-enhanced', method: 'POST', path: '/api/deploy/enhanced', entry: 'src/http/deploy-start.ts', handler: 'enhanced', auth: true, tables: [{ name: 'projects', access: 'read' }, { name: 'deployments', access: 'write' }, { name: 'jobs', access: 'write' }], queues: ['deploy'] },
  { id: 'deploy-basic', method: 'POST', path: '/api/deploy/basic', entry: 'src/http/deploy-start.ts', handler: 'basic', auth: true, tables: [{ name: 'projects', access: 'read' }, { name: 'deployments', access: 'write' }, { name: 'jobs', access: 'write' }], queues: ['deploy'] },
  { id: 'capabilities', method: 'GET', path: '/api/capabilities', entry: 'src/http/capabilities.ts', auth: false, tables: [] },
  { id: 'deploy-platforms', method: 'GET', path: '/api/deploy/platforms', entry: 'src/http/deploy-platforms.ts', auth: false, tables: [] },
  { id: 'deployment-progress', method: 'GET', path: '/api/deployment/{id}/progress', entry: 'src/http/deployment.ts', handler: 'progress', auth: true, tables: [{ name: 'deployments', access: 'read' }] },
  { id: 'deployment-manage', method: 'GET', path: '/api/deployment/{id}/manage', entry: 'src/http/deployment.ts', handler: 'manage', auth: true, tables: [{ name: 'deployments', access: 'read' }, { name: 'projects', access: 'read' }, { name: 'jobs', access: 'read' }] },
  { id: 'deployment-redeploy', method: 'POST', path: '/api/deployment/{id}/redeploy', entry: 'src/http/deployment.ts', handler: 'redeployHandler', auth: true, tables: [{ name: 'deployments', access: 'write' }, { name: 'projects', access: 'read' }, { name: 'jobs', access: 'write' }], queues: ['deploy'] },
  { id: 'deployment-delete', method: 'DELETE', path: '/api/deployment/{id}', entry: 'src/http/deployment.ts', handler: 'remove', auth: true, tables: [{ name: 'deployments', access: 'write' }, { name: 'jobs', access: 'write' }] },
  // Issue 21 §2: a custom domain through the HTTPS edge (add, check again, remove), set up by the deploy worker.
  { id: 'deployment-domain', method: 'POST', path: '/api/deployment/{id}/domain', entry: 'src/http/deployment.ts', handler: 'domain', auth: true, tables: [{ name: 'deployments', access: 'write' }], queues: ['deploy'] },
  // Issue 19: a single-use ticket for a project's live channel (the socket itself: socketRoutes below).
  { id: 'ws-ticket', method: 'POST', path: '/api/ws/ticket', entry: 'src/http/ws-ticket.ts', auth: true, tables: [{ name: 'projects', access: 'read' }] },
  // The sites origin (ARCHITECTURE.md): previews are served from the HTTP API's own domain in AWS and on SITES_PORT locally.
  { id: 'site-root', method: 'GET', path: '/sites/{id}', entry: 'src/http/site-file.ts', auth: false, tables: [{ name: 'projects', access: 'read' }] },
  { id: 'site-file', method: 'GET', path: '/sites/{id}/{file+}', entry: 'src/http/site-file.ts', auth: false, tables: [{ name: 'projects', access: 'read' }, { name: 'versions', access: 'read' }] },
];

/** One route of the live channel's WebSocket API (issue 19): API Gateway's route key and its Lambda. */
export interface SocketRouteDef {
  /** Unique, kebab-case; also the function's logical id. */
  id: string;
  routeKey: '$connect' | '$disconnect' | '$default';
  /** Handler module, relative to functions/, and its export. */
  entry: string;
  handler: string;
  tables: RouteDef['tables'];
}

/**
 * The WebSocket API of the live channel (issue 19 §1): `$connect` checks the ticket and records the socket,
 * `$disconnect` drops it, `$default` answers a client's frame (a ping). infra makes one Lambda per entry;
 * functions/local serves the same handlers on `/ws` of the app origin.
 */
export const socketRoutes: SocketRouteDef[] = [
  { id: 'ws-connect', routeKey: '$connect', entry: 'src/ws/socket.ts', handler: 'connect', tables: [{ name: 'connections', access: 'write' }] },
  { id: 'ws-disconnect', routeKey: '$disconnect', entry: 'src/ws/socket.ts', handler: 'disconnect', tables: [{ name: 'connections', access: 'write' }] },
  { id: 'ws-default', routeKey: '$default', entry: 'src/ws/socket.ts', handler: 'message', tables: [] },
];

/** Routes served on the sites origin rather than the app origin. */
export const isSitesRoute = (r: RouteDef) => r.path.startsWith('/sites/');

/**
 * Checks the table at load: unique ids, unique method+path, paths under /api/ or /sites/. @throws Error naming the clash.
 */
export function validateRoutes(list: RouteDef[]): RouteDef[] {
  const ids = new Set<string>();
  const keys = new Set<string>();
  for (const r of list) {
    const key = `${r.method} ${r.path.replace(/\{[^}]+\}/g, '{}')}`;
    if (ids.has(r.id)) throw new Error(`Duplicate route id: ${r.id}`);
    if (keys.has(key)) throw new Error(`Duplicate route: ${r.method} ${r.path}`);
    if (!r.path.startsWith('/api/') && !r.path.startsWith('/sites/')) throw new Error(`Route path must start with /api/ or /sites/: ${r.path}`);
    ids.add(r.id);
    keys.add(key);
  }
  return list;
}

validateRoutes(routes);
