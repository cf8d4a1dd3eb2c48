/**
 * The DynamoDB tables: key schemas and global secondary indexes. The ONE source that the local runner
 * (functions/local) and the CDK stack (infra/) build tables from (ARCHITECTURE.md layout).
 * All keys are strings. Physical names come from config (`<prefix><logical name>`).
 */

/** A key attribute: its name and DynamoDB scalar type (S string, N number). */
export interface KeyDef {
  name: string;
  type: 'S' | 'N';
}
/** A global secondary index (projecting all attributes). */
export interface IndexDef {
  name: string;
  partitionKey: KeyDef;
  sortKey?: KeyDef;
}
/** Logical table names. */
export type TableName = 'users' | 'projects' | 'versions' | 'templates' | 'deployments' | 'messages' | 'jobs' | 'connections';

/** One table: keys, indexes and TTL attribute, as both dynalite and CDK create it. */
export interface TableDef {
  /** Logical name, also the suffix of the physical name. */
  name: TableName;
  partitionKey: KeyDef;
  sortKey?: KeyDef;
  indexes: IndexDef[];
  /** Attribute holding an epoch-seconds expiry, where the code sets one (dynalite ignores TTL; code checks expiry too). */
  ttlAttribute?: string;
}

const s = (name: string): KeyDef => ({ name, type: 'S' });

/**
 * users: user items (`id` = usr_…) and unique-e-mail guard items (`id` = email#<address>, with user_id);
 * OpenID Connect identity guards (`oidc#<issuer>|<subject>`, with user_id) and started sign-ins
 * (`oidc-state#<state>`, expiring through `ttl`).
 * by-email: user by e-mail (guard items carry no `email` attribute, so only users appear in it).
 */
export const usersTable: TableDef = {
  name: 'users',
  partitionKey: s('id'),
  indexes: [{ name: 'by-email', partitionKey: s('email') }],
  ttlAttribute: 'ttl',
};

/** projects: one item a project; by-user lists a user's projects newest first. */
export const projectsTable: TableDef = {
  name: 'projects',
  partitionKey: s('id'),
  indexes: [{ name: 'by-user', partitionKey: s('user_id'), sortKey: s('created_at') }],
};

/** versions: the content a project had before each improve (issue 4: a later revert is possible). */
export const versionsTable: TableDef = {
  name: 'versions',
  partitionKey: s('project_id'),
  sortKey: { name: 'version', type: 'N' },
  indexes: [],
};

/**
 * templates: the published gallery. `gallery` is a constant partition ("published") so that by-created
 * lists every template newest first (SPEC §9: 10 newest by created_at).
 */
export const templatesTable: TableDef = {
  name: 'templates',
  partitionKey: s('id'),
  indexes: [{ name: 'by-created', partitionKey: s('gallery'), sortKey: s('created_at') }],
};

/** deployments: one item a deployment; by-project finds a project's deployments newest first. */
export const deploymentsTable: TableDef = {
  name: 'deployments',
  partitionKey: s('id'),
  indexes: [{ name: 'by-project', partitionKey: s('project_id'), sortKey: s('created_at') }],
};

/**
 * messages: what visitors send through a live site's forms (issue 16 §2). A message item's `id` is
 * `msg#<project>#<digest>` (the digest of the visitor's idempotency key or of the fields, so a retried
 * request stores nothing new); by-project lists a project's messages newest first. Rate-limit counters
 * (`rate#…`, one per key and fixed window) carry no `project_id`, so they stay out of the index, and
 * expire through `ttl`.
 */
export const messagesTable: TableDef = {
  name: 'messages',
  partitionKey: s('id'),
  indexes: [{ name: 'by-project', partitionKey: s('project_id'), sortKey: s('received_at') }],
  ttlAttribute: 'ttl',
};

/**
 * jobs: the ledger of queued generation and deploy jobs while they are in flight (issue 18), one item per
 * job id; `state` is the constant "in-flight", so by-heartbeat lists the jobs oldest heartbeat first for the
 * reconciler without scanning the large project items. Items expire through `ttl` (7 days) as a backstop.
 */
export const jobsTable: TableDef = {
  name: 'jobs',
  partitionKey: s('id'),
  indexes: [{ name: 'by-heartbeat', partitionKey: s('state'), sortKey: s('heartbeat_at') }],
  ttlAttribute: 'ttl',
};

/**
 * connections: the live channel (issue 19). Socket items (`id` = `conn#<API Gateway connection id>`, with
 * project_id and user_id) listed per project through by-project; spent tickets (`id` = `ticket#<ticket id>`,
 * no project_id, so they stay out of the index) make a ticket single-use. Both expire through `ttl`.
 */
export const connectionsTable: TableDef = {
  name: 'connections',
  partitionKey: s('id'),
  indexes: [{ name: 'by-project', partitionKey: s('project_id') }],
  ttlAttribute: 'ttl',
};

/** Every table, in creation order. */
export const TABLES: readonly TableDef[] = [usersTable, projectsTable, versionsTable, templatesTable, deploymentsTable, messagesTable, jobsTable, connectionsTable];

/** Physical names of the tables, e.g. `{ users: 'sitewright-users', … }`. */
export type TableNames = Record<TableName, string>;

/** Physical table names for a prefix such as `sitewright-dev-`. */
export function tableNames(prefix: string): TableNames {
  return Object.fromEntries(TABLES.map((t) => [t.name, `${prefix}${t.name}`])) as TableNames;
}
