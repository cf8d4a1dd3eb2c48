/**
 * Typed errors. Code throws these; the HTTP middleware maps them ONCE to a status and
 * `{ "detail": … }` (CONVENTIONS.md "Errors"). Anything else becomes a logged 500 with a generic detail.
 */

/** One entry of a 422 detail list, in the shape the SPA's SPEC §8 handling joins (`msg`). */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** Base class: an error a client caused or may see, with its HTTP status. */
export class AppError extends Error {
  readonly status: number;
  readonly detail: string | ValidationIssue[];
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Record<string, string>;
  constructor(status: number, detail: string | ValidationIssue[], headers: Record<string, string> = {}) {
    super(typeof detail === 'string' ? detail : detail.map((d) => d.msg).join(', '));
    this.name = new.target.name;
    this.status = status;
    this.detail = detail;
    this.headers = headers;
  }
}

/** 400: the request is malformed or cannot be acted on as sent. */
export class BadRequestError extends AppError {
  constructor(detail: string) { super(400, detail); }
}
/** 401: no valid credentials. */
export class UnauthorizedError extends AppError {
  constructor(detail = 'Not authenticated') { super(401, detail, { 'WWW-Authenticate': 'Bearer' }); }
}
/** 403: authenticated but not allowed (or e-mail not verified). */
export class ForbiddenError extends AppError {
  constructor(detail: string) { super(403, detail); }
}
/** 404: no such resource, or not the caller's (never reveals that it exists). */
export class NotFoundError extends AppError {
  constructor(detail = 'Not found') { super(404, detail); }
}
/** 409: conflicts with the current state (concurrent write, already taken, already running). */
export class ConflictError extends AppError {
  constructor(detail: string) { super(409, detail); }
}
/** 413: the body or upload is larger than allowed. */
export class PayloadTooLargeError extends AppError {
  constructor(detail: string) { super(413, detail); }
}
/** 415: the upload's real type (by magic bytes) is not allowed. */
export class UnsupportedMediaTypeError extends AppError {
  constructor(detail: string) { super(415, detail); }
}
/** 422: the body does not match the schema; `detail` is a list of issues. */
export class ValidationError extends AppError {
  constructor(issues: ValidationIssue[] | string) {
    super(422, typeof issues === 'string' ? [{ loc: ['body'], msg: issues, type: 'value_error' }] : issues);
  }
}
/** 429: too many requests; `retryAfterSeconds` goes into Retry-After and the detail. */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(detail: string, retryAfterSeconds: number) {
    super(429, detail, { 'Retry-After': String(retryAfterSeconds) });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
/**
 * 503 with Retry-After: the server is at capacity for this kind of work (e.g. the password-hash queue is
 * full, issue 18 §2) or ran out of time for this request; nothing was written, and trying again after
 * `retryAfterSeconds` is expected to succeed (RFC 9110 §15.6.4, §10.2.3).
 */
export class ServiceUnavailableError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(detail: string, retryAfterSeconds: number) {
    super(503, detail, { 'Retry-After': String(retryAfterSeconds) });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
/** 502/503: a dependency (model, GitHub, GCS) failed; safe to show. */
export class UpstreamError extends AppError {
  constructor(detail: string, status = 502) { super(status, detail); }
}
