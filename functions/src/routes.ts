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
  /** Handler module, relative to functions/, exporting `handler`. */
  entry: string;
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
];

/**
 * Checks the table at load: unique ids, unique method+path, paths under /api/. @throws Error naming the clash.
 */
export function validateRoutes(list: RouteDef[]): RouteDef[] {
  const ids = new Set<string>();
  const keys = new Set<string>();
  for (const r of list) {
    const key = `${r.method} ${r.path.replace(/\{[^}]+\}/g, '{}')}`;
    if (ids.has(r.id)) throw new Error(`Duplicate route id: ${r.id}`);
    if (keys.has(key)) throw new Error(`Duplicate route: ${r.method} ${r.path}`);
    if (!r.path.startsWith('/api/')) throw new Error(`Route path must start with /api/: ${r.path}`);
    ids.add(r.id);
    keys.add(key);
  }
  return list;
}

validateRoutes(routes);
