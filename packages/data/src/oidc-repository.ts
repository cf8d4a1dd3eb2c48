import type { DocumentDb } from './clients';
import type { IdentityRepository, OidcStateRecord, OidcStateStore } from '@sitewright/core/oidc/ports';
import { isConditionFailed } from './conditional';

/** Key of a started sign-in in the users table. */
const stateId = (state: string) => `oidc-state#${state}`;
/** Key of an identity guard in the users table: `oidc#<issuer>|<subject>` ▶ user_id. */
const identityId = (identity: string) => `oidc#${identity}`;

/**
 * Started OpenID Connect sign-ins as single-use items of the users table (`oidc-state#<state>`, with
 * an epoch-seconds `ttl` for DynamoDB TTL; code checks `expires_at` too since dynalite has no TTL).
 * create is a conditional put (never overwrites); consume is a conditional delete returning the old
 * item, so of two callbacks with one state only one gets it (RFC 9700 §4.7.1).
 * @param db a DocumentClient built by the composition root. @param tableName the physical users table.
 */
export function createDynamoOidcStateStore(db: DocumentDb, tableName: string): OidcStateStore {
  return {
    async create(record) {
      try {
        await db.PutItem({
          TableName: tableName,
          Item: { ...record, id: stateId(record.state), ttl: Math.ceil(record.expires_at / 1000) },
          ConditionExpression: 'attribute_not_exists(id)',
        });
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },
    async consume(state) {
      try {
        const out = await db.DeleteItem({
          TableName: tableName, Key: { id: stateId(state) }, ConditionExpression: 'attribute_exists(id)', ReturnValues: 'ALL_OLD',
        });
        const item = out.Attributes;
        if (!item) return null;
        const { state: s, nonce, code_verifier, redirect_uri, expires_at } = item as OidcStateRecord;
        return { state: s, nonce, code_verifier, redirect_uri, expires_at };
      } catch (err) {
        if (isConditionFailed(err)) return null;
        throw err;
      }
    },
  };
}

/**
 * Identity guards (`oidc#<issuer>|<subject>` ▶ user_id) in the users table: accounts keyed by issuer +
 * subject, unique without transactions (a conditional put, like the e-mail guard). A guard left by a
 * deleted user is taken over. Guard items carry no `email`, so they stay out of the by-email index.
 */
export function createDynamoIdentityRepository(db: DocumentDb, tableName: string): IdentityRepository {
  const get = async (id: string) => (await db.GetItem({ TableName: tableName, Key: { id }, ConsistentRead: true })).Item;
  const put = (identity: string, userId: string, condition: string, values: Record<string, unknown>) =>
    db.PutItem({
      TableName: tableName, Item: { id: identityId(identity), user_id: userId }, ConditionExpression: condition, ExpressionAttributeValues: values,
    });
  return {
    async findUserId(identity) {
      const guard = await get(identityId(identity));
      return guard ? String(guard.user_id) : null;
    },
    async claim(identity, userId) {
      try {
        await put(identity, userId, 'attribute_not_exists(id) OR user_id = :u', { ':u': userId });
        return userId;
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
      const held = String((await get(identityId(identity)))?.user_id);
      if (await get(held)) return held;
      try {
        await put(identity, userId, 'user_id = :old', { ':old': held });
        return userId;
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
        return String((await get(identityId(identity)))?.user_id);
      }
    },
  };
}
