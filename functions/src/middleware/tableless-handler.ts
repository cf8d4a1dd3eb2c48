import { getBaseDeps } from '../base-deps';
import { makeHttpHandler } from './http-stack';

/**
 * The route wrapper for routes.ts entries with `tables: []` (uploads, platforms): config, clock and
 * token service only, so their bundles carry no DynamoDB or SQS client. See makeHttpHandler.
 */
export const tablelessHttpHandler = makeHttpHandler(getBaseDeps);
