import * as z from 'zod/mini';
import './zod-locale';

/** A required text field: trimmed, and non-blank after trimming (SPEC §5). */
export const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'must not be blank'), z.maxLength(max, `must be at most ${max} characters`));

/** An optional text field: trimmed; blank becomes null. */
export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`))),
    z.transform((v) => (v ? v : null)),
  );

/** An e-mail address, trimmed and lower-cased (the unique key of an account). */
export const email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email('must be a valid e-mail address').check(z.maxLength(254)),
);

/** ISO-8601 timestamp string. */
export const isoDate = z.string();
