/**
 * Test-only: an in-memory imitation of the GitHub REST endpoints `createGitHubHost` calls (repos get /
 * create, git data API refs, commits, blobs, trees), served by node:http on 127.0.0.1. It records every
 * request and can answer the next matching requests with an injected status. Used by
 * github-host.integ.test.ts; not imported by production code.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stub received: method, decoded path without query, JSON body, headers. */
export interface StubCall { method: string; path: string; body: Record<string, unknown>; headers: IncomingMessage['headers'] }
/** An injected answer for the next `times` requests matching `method` and `path`; `hang` never answers. */
export interface Injection { method: string; path: RegExp; times: number; status: number; headers?: Record<string, string>; body?: unknown; hang?: boolean }
/** A commit as the stub stores it. */
export interface StubCommit { sha: string; message: string; tree: { sha: string }; parents: { sha: string }[] }
type Repo = { full_name: string; html_url: string; default_branch: string; description: string; owner: { login: string } };

const sha1 = (s: string | Buffer) => createHash('sha1').update(s).digest('hex');

/** Starts the stub; `token` is the only accepted credential, `user` the token's account, `orgs` the organisations. */
export async function startGitHubStub({ token = 'ghp_test', user = 'octo', orgs = ['acme'] } = {}) {
  const calls: StubCall[] = [];
  const injections: Injection[] = [];
  const repos = new Map<string, Repo>();
  const refs = new Map<string, string>();
  const commits = new Map<string, StubCommit>();
  const blobs = new Map<string, Buffer>();
  const trees = new Map<string, { path: string; sha: string; mode: string; type: string }[]>();

  const makeCommit = (message: string, tree: string, parents: string[]) => {
    const c = { sha: sha1(JSON.stringify([message, tree, parents, commits.size])), message, tree: { sha: tree }, parents: parents.map((sha) => ({ sha })) };
    commits.set(c.sha, c);
    return c;
  };
  const createRepo = (ownerLogin: string, body: Record<string, unknown>) => {
    const full = `${ownerLogin}/${String(body.name)}`;
    if (repos.has(full)) return [422, { message: 'Repository creation failed.', errors: [{ resource: 'Repository', code: 'custom', field: 'name', message: 'name already exists on this account' }] }] as const;
    const repo: Repo = { full_name: full, html_url: `https://github.example/${full}`, default_branch: 'main', description: String(body.description ?? ''), owner: { login: ownerLogin } };
    repos.set(full, repo);
    if (body.auto_init) {
      const readme = Buffer.from(`# ${String(body.name)}\n`);
      blobs.set(sha1(readme), readme);
      const tree = sha1(`tree:${full}`);
      trees.set(tree, [{ path: 'README.md', sha: sha1(readme), mode: '100644', type: 'blob' }]);
      refs.set(`${full}:heads/main`, makeCommit('Initial commit', tree, []).sha);
    }
    return [201, repo] as const;
  };

  const route = (method: string, path: string, body: Record<string, unknown>): readonly [number, unknown] => {
    let m: RegExpMatchArray | null;
    const notFound = [404, { message: 'Not Found' }] as const;
    if (method === 'POST' && path === '/user/repos') return createRepo(user, body);
    if (method === 'POST' && (m = path.match(/^\/orgs\/([^/]+)\/repos$/))) return orgs.includes(m[1]!) ? createRepo(m[1]!, body) : notFound;
    if (!(m = path.match(/^\/repos\/([^/]+\/[^/]+)(\/.*)?$/))) return notFound;
    const full = m[1]!;
    const rest = m[2] ?? '';
    const repo = repos.get(full);
    if (!repo) return notFound;
    if (method === 'GET' && rest === '') return [200, repo];
    if (method === 'GET' && (m = rest.match(/^\/git\/ref\/(.+)$/))) {
      const sha = refs.get(`${full}:${m[1]}`);
      return sha ? [200, { ref: `refs/${m[1]}`, object: { sha, type: 'commit' } }] : [409, { message: 'Git Repository is empty.' }];
    }
    if (method === 'GET' && (m = rest.match(/^\/git\/commits\/([0-9a-f]+)$/))) return commits.has(m[1]!) ? [200, commits.get(m[1]!)] : notFound;
    if (method === 'POST' && rest === '/git/blobs') {
      const content = Buffer.from(String(body.content), body.encoding === 'base64' ? 'base64' : 'utf8');
      const sha = sha1(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]));
      blobs.set(sha, content);
      return [201, { sha, url: `blob/${sha}` }];
    }
    if (method === 'POST' && rest === '/git/trees') {
      const entries = body.tree as { path: string; sha: string; mode: string; type: string }[];
      if (body.base_tree) return [422, { message: 'stub: base_tree not expected' }];
      const bad = entries.find((e) => !blobs.has(e.sha) || e.path.startsWith('/'));
      if (bad) return [422, { message: `tree.path contains a malformed path component or unknown sha: ${bad.path}` }];
      const sha = sha1(JSON.stringify(entries));
      trees.set(sha, entries);
      return [201, { sha, tree: entries }];
    }
    if (method === 'POST' && rest === '/git/commits') {
      if (!trees.has(String(body.tree))) return [422, { message: 'Tree SHA does not exist' }];
      return [201, makeCommit(String(body.message), String(body.tree), body.parents as string[])];
    }
    if (method === 'PATCH' && (m = rest.match(/^\/git\/refs\/(.+)$/))) {
      const key = `${full}:${m[1]}`;
      const next = commits.get(String(body.sha));
      if (!next) return [422, { message: 'Object does not exist' }];
      const current = refs.get(key);
      if (current !== next.sha && !body.force && !next.parents.some((p) => p.sha === current)) return [422, { message: 'Update is not a fast forward' }];
      refs.set(key, next.sha);
      return [200, { ref: `refs/${m[1]}`, object: { sha: next.sha, type: 'commit' } }];
    }
    return notFound;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://stub').pathname);
      const text = Buffer.concat(chunks).toString('utf8');
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      calls.push({ method, path, body, headers: req.headers });
      const send = (status: number, data: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(JSON.stringify(data));
      };
      const inj = injections.find((i) => i.times > 0 && i.method === method && i.path.test(path));
      if (inj) {
        inj.times--;
        if (!inj.hang) send(inj.status, inj.body ?? { message: `injected ${inj.status}` }, inj.headers);
        return;
      }
      if (req.headers.authorization !== `token ${token}`) return send(401, { message: 'Bad credentials' });
      const [status, data] = route(method, path, body);
      send(status, data);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls, repos, refs, commits, blobs, trees,
    /** `METHOD /path` of every call so far. */
    log: () => calls.map((c) => `${c.method} ${c.path}`),
    inject: (i: Injection) => void injections.push(i),
    /** Commits reachable from the branch head, newest first. */
    history(fullName: string, branch = 'main') {
      const out: StubCommit[] = [];
      for (let sha = refs.get(`${fullName}:heads/${branch}`); sha; sha = commits.get(sha)?.parents[0]?.sha) out.push(commits.get(sha)!);
      return out;
    },
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

/** The stub's handle, as returned by `startGitHubStub`. */
export type GitHubStub = Awaited<ReturnType<typeof startGitHubStub>>;
