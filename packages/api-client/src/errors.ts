/** An HTTP error from the API, with the server's `detail` kept as sent (string, list or object). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The text to show for an error (SPEC §8 shared request helper): the response's `detail`, then its
 * `message`, then the error's own message. A list detail (422) joins its `msg` fields with a comma;
 * an object detail gives its `message`.
 */
export function errorText(err: unknown, fallback = 'Something went wrong'): string {
  if (err instanceof ApiError) return detailText(err.detail) ?? err.message ?? fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

/** Text of a `detail` value, or undefined when it holds none (SPEC §8 register rules). */
export function detailText(detail: unknown): string | undefined {
  if (typeof detail === 'string' && detail) return detail;
  if (Array.isArray(detail)) {
    const msgs = detail.map((d) => (d && typeof d === 'object' && 'msg' in d ? String((d as { msg: unknown }).msg) : String(d)));
    return msgs.length ? msgs.join(', ') : undefined;
  }
  if (detail && typeof detail === 'object' && 'message' in detail) return String((detail as { message: unknown }).message);
  return undefined;
}
