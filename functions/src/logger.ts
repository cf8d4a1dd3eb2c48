import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The one Powertools Logger: JSON lines with level, message, timestamp, service, and the request id
 * (and user id once known) appended per request by the middleware. On-call engineers search these.
 */
export const logger = new Logger({
  // The stack sets POWERTOOLS_SERVICE_NAME per function (sitewright-<id>), so each function's logs say which it is.
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'sitewright',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | undefined) ?? 'INFO',
});
