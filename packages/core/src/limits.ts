/**
 * Business constants and limits, the one module that holds SPEC §9 (plus the security numbers of
 * ARCHITECTURE.md "Security model" and issue 2). Units are in the names: bytes, ms, seconds.
 */

/** Largest logo upload: 256 KB = 256*1024 bytes (SPEC §5, §9). */
export const LOGO_MAX_BYTES = 256 * 1024;
/** Largest improve image accepted by the server: 4 MB, under Lambda's 6 MB payload limit (issue 4). */
export const IMPROVE_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/**
 * Largest photo an owner may put in place of a site image (issue 15 §1: "up to 10 MB"): sent by the
 * browser straight to object storage with a signed, single-size PUT, never through a Lambda payload.
 */
export const PHOTO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** How long a signed upload address stays valid, in seconds. */
export const PHOTO_UPLOAD_EXPIRES_S = 300;
/** Logo upload timeout on the client (SPEC §9). */
export const LOGO_UPLOAD_TIMEOUT_MS = 30_000;
/** Cached user lifetime in the browser (SPEC §4, §9). */
export const USER_CACHE_TTL_MS = 900_000;
/** Verification code length and lifetime (SPEC §9). */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
/** Wrong tries after which a code is dead (ARCHITECTURE.md security model). */
export const OTP_MAX_ATTEMPTS = 5;
/** Code-resend cooldown, enforced by client and server (SPEC §4, §9). */
export const OTP_RESEND_COOLDOWN_S = 120;
/**
 * Sign-in throttle (issue 2, issue 18 §3; OWASP ASVS 5.0 V6.3.1): this many failures within the window
 * from one client address against one account answer 429 to that address only, so a stranger cannot
 * lock the owner out from elsewhere.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Past this many failures on one account within the window (from any addresses: a distributed guess),
 * every address that failed in the window is refused; an address without a failure (the owner's) still
 * signs in. Also the most failures kept on a record.
 */
export const LOGIN_MAX_ACCOUNT_FAILURES = 100;
/**
 * Password hashing under load (issue 18 §2): time kept free at the end of a request after the hash,
 * for the writes and the answer; a hash that could not finish before this margin is refused with 503.
 */
export const HASH_ANSWER_MARGIN_MS = 1500;
/** A hash's duration before any has been measured (scrypt N=2^17 on one slow vCPU), in ms. */
export const HASH_INITIAL_ESTIMATE_MS = 500;
/** Access-token lifetime. */
export const ACCESS_TOKEN_TTL_S = 7 * 24 * 3600;
/** Largest JSON request body the API reads (issue 2: a body over 1 MB answers 413). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Deployment progress polling interval and step count (SPEC §4, §9). */
export const DEPLOY_POLL_MS = 2000;
export const DEPLOY_STEPS = 5;
export const DEPLOY_MAX_RETRIES = 3;
/**
 * Job bookkeeping (issue 18 "Jobs that always end"): a worker's step never runs longer than its Lambda
 * timeout (workers.ts uses this), SQS hands a message out at most JOB_MAX_ATTEMPTS times (redrive
 * maxReceiveCount), and the queue hides a message for six timeouts after each receive (AWS guidance for
 * SQS event sources). A job whose last heartbeat is older than the visibility timeout plus one step
 * can no longer be running nor be redelivered: it is stale, and the reconciler resumes or fails it.
 */
export const JOB_STEP_TIMEOUT_S = 120;
/** Queue visibility timeout as a multiple of its worker's timeout (infra queues.ts, the local queues). */
export const QUEUE_VISIBILITY_FACTOR = 6;
export const JOB_MAX_ATTEMPTS = 3;
/** Re-enqueues the reconciler makes of one job before it fails it instead. */
export const JOB_MAX_REQUEUES = 2;
export const JOB_STALE_AFTER_MS = (QUEUE_VISIBILITY_FACTOR + 1) * JOB_STEP_TIMEOUT_S * 1000;
/** How often the reconciler runs (an EventBridge schedule in AWS; a timer locally). */
export const RECONCILE_EVERY_MINUTES = 5;
/** Creation wizard step count (SPEC §4). */
export const WIZARD_STEPS = 7;
/** Home page template strip size (SPEC §2, §9). */
export const HOME_TEMPLATES_SHOWN = 10;
/** Home animation stages in ms, and the pause after them (SPEC §9). */
export const HOME_ANIMATION_STAGES_MS = [1400, 1400, 1600, 1600, 1200] as const;
export const HOME_ANIMATION_PAUSE_MS = 200;
/** Copy-button feedback duration (SPEC §9). */
export const COPY_FEEDBACK_MS = 2000;
/** Delay before Improve buttons are injected into the preview (SPEC §4, §9). */
export const IMPROVE_INJECT_DELAY_MS = 300;
/** Gallery description clamp in characters (SPEC §2, §9). */
export const DESCRIPTION_CLAMP_CHARS = 140;
/** Deployment log lines shown in the status card (SPEC §9). */
export const DEPLOY_LOG_LINES_SHOWN = 3;
/** Browser storage keys (SPEC §3). */
export const STORAGE_KEYS = { token: 'dm_token', user: 'dm_user', userTs: 'dm_user_ts' } as const;
/** Open Graph image size in px (SPEC §2). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;
