import { UnauthorizedError, NotFoundError } from '../errors';
import { createManualClock } from '../testing/fakes';
import type { LiveConnection, LiveConnectionStore, LiveTicketClaims, LiveTicketCodec } from './ports';
import { acceptLiveConnection, createLivePublisher, issueLiveTicket, LIVE_TICKET_TTL_S } from './use-cases';

function memoryStore(): LiveConnectionStore & { items: Map<string, LiveConnection>; spent: Set<string> } {
  const items = new Map<string, LiveConnection>();
  const spent = new Set<string>();
  return {
    items, spent,
    spendTicket: async (id) => (spent.has(id) ? false : (spent.add(id), true)),
    put: async (c) => { items.set(c.connection_id, c); },
    remove: async (id) => { items.delete(id); },
    listByProject: async (p) => [...items.values()].filter((c) => c.project_id === p),
  };
}
/** Tickets as readable JSON (the real codec is a JWT: functions adapters/live-tickets.ts). */
const jsonCodec = (now: () => number): LiveTicketCodec => ({
  sign: async (c) => JSON.stringify(c),
  verify: async (t) => {
    const c = JSON.parse(t) as LiveTicketClaims;
    if (c.expiresAtS * 1000 < now()) throw new Error('expired');
    return c;
  },
});

describe('the live channel', () => {
  const projects = { get: async (id: string) => (id === 'prj_1' ? { id, user_id: 'usr_a' } : null) } as never;

  it('It should give the owner a 60-second ticket and refuse anyone else with 404', async () => {
    const clock = createManualClock();
    const deps = { projects, clock, tickets: jsonCodec(() => clock.now()) };
    const t = await issueLiveTicket(deps, 'usr_a', 'prj_1');
    expect(t.expires_in).toBe(LIVE_TICKET_TTL_S);
    expect(JSON.parse(t.ticket)).toMatchObject({ userId: 'usr_a', projectId: 'prj_1', expiresAtS: Math.floor(clock.now() / 1000) + 60 });
    await expect(issueLiveTicket(deps, 'usr_b', 'prj_1')).rejects.toThrow(NotFoundError);
    await expect(issueLiveTicket(deps, 'usr_a', 'prj_2')).rejects.toThrow(NotFoundError);
  });

  it('It should accept a ticket once, and refuse a missing, bad, expired or reused one with 401', async () => {
    const clock = createManualClock();
    const connections = memoryStore();
    const tickets = jsonCodec(() => clock.now());
    const deps = { connections, clock, tickets };
    const { ticket } = await issueLiveTicket({ projects, clock, tickets }, 'usr_a', 'prj_1');
    await expect(acceptLiveConnection(deps, undefined, 'c0')).rejects.toThrow(UnauthorizedError);
    await expect(acceptLiveConnection(deps, 'garbage', 'c0')).rejects.toThrow(UnauthorizedError);
    await expect(acceptLiveConnection(deps, ticket, 'c1')).resolves.toEqual({ projectId: 'prj_1', userId: 'usr_a' });
    await expect(acceptLiveConnection(deps, ticket, 'c2')).rejects.toThrow(/used already/);
    const late = (await issueLiveTicket({ projects, clock, tickets }, 'usr_a', 'prj_1')).ticket;
    clock.advance(61_000);
    await expect(acceptLiveConnection(deps, late, 'c3')).rejects.toThrow(/expired/);
    expect([...connections.items.keys()]).toEqual(['c1']);
  });

  it('It should send every message to every socket of the project in order, drop gone sockets, and never throw', async () => {
    const connections = memoryStore();
    for (const [id, p] of [['a', 'prj_1'], ['b', 'prj_1'], ['gone', 'prj_1'], ['x', 'prj_2']] as const) {
      await connections.put({ connection_id: id, project_id: p, user_id: 'u', expires_at: 0 });
    }
    const sent: Array<[string, string]> = [];
    const poster = { post: async (id: string, data: string) => (id === 'gone' ? 'gone' as const : (sent.push([id, JSON.parse(data).value as string]), 'sent' as const)) };
    const errors: unknown[] = [];
    const live = createLivePublisher({ connections, poster, onError: (e) => errors.push(e) });
    await live.publish('prj_1', [{ type: 'status', value: 'deploying', project_id: 'prj_1' }, { type: 'status', value: 'deployed', project_id: 'prj_1' }]);
    expect(sent.filter(([id]) => id === 'a').map(([, v]) => v)).toEqual(['deploying', 'deployed']);
    expect(sent.filter(([id]) => id === 'b').map(([, v]) => v)).toEqual(['deploying', 'deployed']);
    expect(sent.some(([id]) => id === 'x')).toBe(false);
    expect(connections.items.has('gone')).toBe(false);
    const failing = createLivePublisher({ connections, poster: { post: async () => { throw new Error('network down'); } }, onError: (e) => errors.push(e) });
    await expect(failing.publish('prj_1', [{ type: 'message', content: 'x', project_id: 'prj_1' }])).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
