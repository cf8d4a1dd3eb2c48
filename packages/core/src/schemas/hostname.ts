import * as z from 'zod/mini';
import './zod-locale';

/**
 * RFC 1035/1123 host name with at least one dot, e.g. www.example.com (SPEC §5 custom domain); trimmed,
 * lower-cased. In a module of its own so that what needs only this rule (functions' config, the deploy
 * edge) does not build every deployment schema at import: a function's cold start pays for each schema
 * it constructs (about 4 ms for deployment.ts's, measured in a route's bundle).
 */
export const hostnameSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(253),
  z.regex(/^(?=.{1,253}$)(?!-)([a-z0-9-]{1,63}(?<!-)\.)+[a-z]{2,63}$/, 'must be a domain name such as www.example.com'),
);
