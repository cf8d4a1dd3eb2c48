/** The live channel's DynamoDB store (issue 19) against a real DynamoDB API (dynalite, in memory). */
import { createDynamoConnectionStore } from './connections-repository';
import { createDocumentDb } from './document-db';
import { localDynamoConfig, startLocalDynamo, type LocalDynamo } from './local-dynamodb';
import { tableNames } from './tables';

let dynamo: LocalDynamo;
let store: ReturnType<typeof createDynamoConnectionStore>;
const NOW_S = 1_800_000_000;
const names = tableNames('connections-test-');
beforeAll(async () => {
  dynamo = await startLocalDynamo({ names });
  store = createDynamoConnectionStore(await createDocumentDb(localDynamoConfig(dynamo.endpoint)), names.connections, () => NOW_S);
});
afterAll(() => dynamo.close());

describe('DynamoDB live connection store', () => {
  it('It should spend a ticket once and refuse it every later time, also when two sockets race with it', async () => {
    await expect(store.spendTicket('t1', NOW_S + 60)).resolves.toBe(true);
    await expect(store.spendTicket('t1', NOW_S + 60)).resolves.toBe(false);
    const raced = await Promise.all([store.spendTicket('t2', NOW_S + 60), store.spendTicket('t2', NOW_S + 60)]);
    expect(raced.filter(Boolean)).toHaveLength(1);
  });

  it('It should list a project\'s open sockets only: not another project\'s, a removed one, an expired one, or a spent ticket', async () => {
    await store.put({ connection_id: 'a', project_id: 'prj_1', user_id: 'usr_1', expires_at: NOW_S + 3600 });
    await store.put({ connection_id: 'b', project_id: 'prj_1', user_id: 'usr_1', expires_at: NOW_S + 3600 });
    await store.put({ connection_id: 'old', project_id: 'prj_1', user_id: 'usr_1', expires_at: NOW_S - 1 });
    await store.put({ connection_id: 'x', project_id: 'prj_2', user_id: 'usr_2', expires_at: NOW_S + 3600 });
    await store.remove('b');
    await store.remove('never-there');
    expect(await store.listByProject('prj_1')).toEqual([{ connection_id: 'a', project_id: 'prj_1', user_id: 'usr_1', expires_at: NOW_S + 3600 }]);
    expect(await store.listByProject('prj_none')).toEqual([]);
  });
});
