import * as z from 'zod';

/** A required text field: trimmed, and non-blank after trimming (SPEC §5). */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'must not be blank').max(max, `must be at most ${max} characters`);

/** An optional text field: trimmed; blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An e-mail address, trimmed and lower-cased (the unique key of an account). */
export const email = z.string().trim().toLowerCase().pipe(z.email('must be a valid e-mail address').max(254));

/** ISO-8601 timestamp string. */
export const isoDate = z.string();
