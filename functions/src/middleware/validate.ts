import { ValidationError, type ValidationIssue } from '@sitewright/core';
import type * as z from 'zod/mini';

/**
 * Parses `data` with a zod schema, or throws a 422 ValidationError whose detail lists each problem as
 * `{loc, msg, type}` (the shape SPEC §8's SPA handling joins by `msg`).
 * @param where the first `loc` element: 'body' or 'query'.
 */
export function parseOr422<S extends z.ZodMiniType>(schema: S, data: unknown, where: 'body' | 'query'): z.output<S> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const issues: ValidationIssue[] = result.error.issues.map((i) => {
    const missing = i.code === 'invalid_type' && (i as { input?: unknown }).input === undefined;
    const field = i.path.length ? String(i.path[i.path.length - 1]) : where;
    return {
      loc: [where, ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))],
      msg: missing ? `${field}: Field required` : `${field}: ${i.message}`,
      type: missing ? 'missing' : i.code,
    };
  });
  throw new ValidationError(issues);
}
