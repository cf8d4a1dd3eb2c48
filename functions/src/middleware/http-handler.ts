import { getDeps } from '../deps';
import { makeHttpHandler } from './http-stack';

export type { HttpRequest, RouteSpec } from './http-stack';

/** The route wrapper for routes that use tables (deps.ts: DynamoDB, queue, mailer, …). See makeHttpHandler. */
export const httpHandler = makeHttpHandler(getDeps);
