import type { DocumentDb } from './clients';
import { ConflictError } from '@sitewright/core';
import type { UserRecord, UserRepository } from '@sitewright/core/ports';
import { isConditionFailed } from './conditional';
import { versionedPut } from './versioned-put';

const guardId = (email: string) => `email#${email}`;

/**
 * DynamoDB users repository. E-mail uniqueness without transactions (dynalite has none, TOOLCHAIN.md):
 * a conditional put of an `email#<address>` guard item before the user item; every user write is
 * conditional on `version` (optimistic concurrency). Reads are strongly consistent.
 * @param db a DocumentClient built by the composition root (adapters never build clients).
 * @param tableName the physical users table.
 */
export function createDynamoUserRepository(db: DocumentDb, tableName: string): UserRepository {
  const getById = async (id: string) => {
    const out = await db.GetItem({ TableName: tableName, Key: { id }, ConsistentRead: true });
    return out.Item && !String(out.Item.id).startsWith('email#') ? (out.Item as UserRecord) : null;
  };

  /** Claims the address for the user; reclaims a guard left behind by a user that no longer exists. */
  const claim = async (email: string, userId: string) => {
    try {
      await db.PutItem({
        TableName: tableName,
        Item: { id: guardId(email), user_id: userId },
        ConditionExpression: 'attribute_not_exists(id) OR user_id = :u',
        ExpressionAttributeValues: { ':u': userId },
      });
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
      const guard = await db.GetItem({ TableName: tableName, Key: { id: guardId(email) }, ConsistentRead: true });
      const owner = guard.Item ? await getById(String(guard.Item.user_id)) : null;
      if (owner && owner.email === email) throw new ConflictError('An account with this e-mail already exists.');
      await db.PutItem({
        TableName: tableName,
        Item: { id: guardId(email), user_id: userId },
        ConditionExpression: 'user_id = :old',
        ExpressionAttributeValues: { ':old': guard.Item?.user_id },
      }).catch((e: unknown) => {
        throw isConditionFailed(e) ? new ConflictError('An account with this e-mail already exists.') : e;
      });
    }
  };

  const release = (email: string, userId: string) =>
    db.DeleteItem({
      TableName: tableName,
      Key: { id: guardId(email) },
      ConditionExpression: 'user_id = :u',
      ExpressionAttributeValues: { ':u': userId },
    }).catch((err: unknown) => { if (!isConditionFailed(err)) throw err; });

  const put = (user: UserRecord) => versionedPut(db, tableName, user, 'account');

  return {
    getById,
    async getByEmail(email) {
      const guard = await db.GetItem({ TableName: tableName, Key: { id: guardId(email) }, ConsistentRead: true });
      if (!guard.Item) return null;
      const user = await getById(String(guard.Item.user_id));
      return user && user.email === email ? user : null;
    },
    async create(user) {
      await claim(user.email, user.id);
      try {
        await db.PutItem({ TableName: tableName, Item: user, ConditionExpression: 'attribute_not_exists(id)' });
      } catch (err) {
        await release(user.email, user.id);
        throw isConditionFailed(err) ? new ConflictError('User id already exists.') : err;
      }
    },
    update: put,
    async changeEmail(user, newEmail) {
      const oldEmail = user.email;
      await claim(newEmail, user.id);
      let saved: UserRecord;
      try {
        saved = await put({ ...user, email: newEmail });
      } catch (err) {
        await release(newEmail, user.id);
        throw err;
      }
      await release(oldEmail, user.id);
      return saved;
    },
  };
}
