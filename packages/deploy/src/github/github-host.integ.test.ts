import { HostError } from '../ports';
import { createOctokit } from './github-client';
import { startGitHubStub, type GitHubStub } from './github-api-stub';
import { createGitHubHost } from './github-host';

const enc = (s: string) => new TextEncoder().encode(s);
const siteFiles = () => [
  { path: 'index.html', content: enc('<!doctype html><title>Café</title>') },
  { path: 'assets/style.3f9a1c2e.css', content: enc('body{margin:0}') },
  { path: 'README.md', content: enc('# Café Aurora\n') },
];

describe('createGitHubHost against a local GitHub API stub', () => {
  let stub: GitHubStub;
  let sleeps: number[];
  const host = (over: { token?: string; ownerType?: 'user' | 'org'; owner?: string; attempts?: number; timeoutMs?: number } = {}) =>
    createGitHubHost(createOctokit({ token: over.token ?? 'ghp_test', baseUrl: stub.baseUrl, timeoutMs: over.timeoutMs }), {
      owner: over.owner ?? 'octo',
      ownerType: over.ownerType ?? 'user',
      retry: { attempts: over.attempts ?? 4, baseDelayMs: 100, sleep: async (ms) => void sleeps.push(ms) },
    });

  beforeEach(async () => {
    stub = await startGitHubStub();
    sleeps = [];
  });
  afterEach(() => stub.close());

  it('should create a missing repository and push the site as one commit with exactly these calls', async () => {
    // Prepare
    const git = host();

    // Act
    const repo = await git.ensureRepository('cafe-aurora-1a2b', 'Website of Café Aurora');
    const pushed = await git.pushCommit(repo, siteFiles(), 'Deploy Café Aurora', 'dep-1');

    // Assess
    expect(repo).toEqual({ fullName: 'octo/cafe-aurora-1a2b', url: 'https://github.example/octo/cafe-aurora-1a2b', defaultBranch: 'main' });
    expect(pushed.created).toBe(true);
    const init = stub.history('octo/cafe-aurora-1a2b')[1]!;
    expect(stub.log()).toEqual([
      'GET /repos/octo/cafe-aurora-1a2b',
      'POST /user/repos',
      'GET /repos/octo/cafe-aurora-1a2b/git/ref/heads/main',
      `GET /repos/octo/cafe-aurora-1a2b/git/commits/${init.sha}`,
      'POST /repos/octo/cafe-aurora-1a2b/git/blobs',
      'POST /repos/octo/cafe-aurora-1a2b/git/blobs',
      'POST /repos/octo/cafe-aurora-1a2b/git/blobs',
      'POST /repos/octo/cafe-aurora-1a2b/git/trees',
      'POST /repos/octo/cafe-aurora-1a2b/git/commits',
      'PATCH /repos/octo/cafe-aurora-1a2b/git/refs/heads/main',
    ]);
    expect(stub.calls[1]!.body).toMatchObject({ name: 'cafe-aurora-1a2b', auto_init: true, private: false, description: 'Website of Café Aurora' });
    expect(stub.calls.every((c) => c.headers['user-agent']?.startsWith('sitewright'))).toBe(true);
    const [head] = stub.history('octo/cafe-aurora-1a2b');
    expect(head!.sha).toBe(pushed.sha);
    expect(head!.message).toBe('Deploy Café Aurora\n\nSitewright-Deployment: dep-1');
    expect(head!.parents).toEqual([{ sha: init.sha }]);
    const tree = stub.trees.get(head!.tree.sha)!;
    expect(tree.map((e) => e.path).sort()).toEqual(['README.md', 'assets/style.3f9a1c2e.css', 'index.html']);
    expect(tree.map((e) => stub.blobs.get(e.sha)!.toString('utf8'))).toContain('<!doctype html><title>Café</title>');
    expect(stub.calls.find((c) => c.path.endsWith('/git/trees'))!.body.base_tree).toBeUndefined();
  });

  it('should not push again when the head already carries the deployment key', async () => {
    // Prepare
    const git = host();
    const repo = await git.ensureRepository('cafe', 'Café');
    const first = await git.pushCommit(repo, siteFiles(), 'Deploy', 'dep-1');
    const before = stub.commits.size;
    stub.calls.length = 0;

    // Act
    const again = await git.pushCommit(repo, siteFiles(), 'Deploy', 'dep-1');

    // Assess
    expect(again).toEqual({ sha: first.sha, created: false });
    expect(stub.log()).toEqual(['GET /repos/octo/cafe/git/ref/heads/main', `GET /repos/octo/cafe/git/commits/${first.sha}`]);
    expect(stub.commits.size).toBe(before);
  });

  it('should add exactly one commit on top of the previous head for a redeploy', async () => {
    // Prepare
    const git = host();
    const repo = await git.ensureRepository('cafe', 'Café');
    const first = await git.pushCommit(repo, siteFiles(), 'Deploy', 'dep-1');

    // Act
    const second = await git.pushCommit(repo, [{ path: 'index.html', content: enc('v2') }], 'Redeploy', 'dep-2');

    // Assess
    const history = stub.history('octo/cafe');
    expect(history).toHaveLength(3);
    expect(history[0]!.sha).toBe(second.sha);
    expect(history[0]!.parents).toEqual([{ sha: first.sha }]);
    expect(stub.trees.get(history[0]!.tree.sha)!.map((e) => e.path)).toEqual(['index.html']);
  });

  it('should add no commit for a redeploy of the same files (no tree equal to its parent\'s, issue 18)', async () => {
    // Prepare
    const git = host();
    const repo = await git.ensureRepository('cafe', 'Café');
    const first = await git.pushCommit(repo, siteFiles(), 'Deploy', 'dep-1');

    // Act
    const again = await git.pushCommit(repo, siteFiles(), 'Redeploy', 'dep-2');

    // Assess
    expect(again).toEqual({ sha: first.sha, created: false });
    expect(stub.history('octo/cafe')).toHaveLength(2); // auto_init's commit and the deploy's
  });

  it('should leave one commit when two deliveries of the same job push at once', async () => {
    // Prepare
    const git = host();
    const repo = await git.ensureRepository('cafe', 'Café');

    // Act
    const results = await Promise.all([git.pushCommit(repo, siteFiles(), 'Deploy', 'dep-1'), git.pushCommit(repo, siteFiles(), 'Deploy', 'dep-1')]);

    // Assess
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    expect(results[0]!.sha).toBe(results[1]!.sha);
    expect(stub.history('octo/cafe')).toHaveLength(2);
    // Both built a commit; the loser's ref update was refused (not a fast-forward) and it found the winner's.
    expect(stub.log().filter((l) => l.startsWith('PATCH'))).toHaveLength(2);
  });

  it('should refuse a user-type owner that is not the token’s account', async () => {
    // Act
    const err = await host({ owner: 'someone-else' }).ensureRepository('cafe', 'Café').catch((e: unknown) => e);

    // Assess
    expect(err).toMatchObject({ transient: false, message: expect.stringContaining('GITHUB_OWNER "someone-else"') });
  });

  it('should reuse an existing repository with a single GET', async () => {
    // Prepare
    const git = host();
    await git.ensureRepository('cafe', 'Café');
    stub.calls.length = 0;

    // Act
    const repo = await git.ensureRepository('cafe', 'Café');

    // Assess
    expect(repo.fullName).toBe('octo/cafe');
    expect(stub.log()).toEqual(['GET /repos/octo/cafe']);
  });

  it('should read the repository when a concurrent create wins the race (422 name already exists)', async () => {
    // Prepare: the GET says 404, then someone creates it before our POST.
    const git = host();
    stub.inject({ method: 'GET', path: /^\/repos\/octo\/cafe$/, times: 1, status: 404, body: { message: 'Not Found' } });
    await host().ensureRepository('cafe', 'Café');
    stub.calls.length = 0;
    stub.inject({ method: 'GET', path: /^\/repos\/octo\/cafe$/, times: 1, status: 404, body: { message: 'Not Found' } });

    // Act
    const repo = await git.ensureRepository('cafe', 'Café');

    // Assess
    expect(repo.fullName).toBe('octo/cafe');
    expect(stub.log()).toEqual(['GET /repos/octo/cafe', 'POST /user/repos', 'GET /repos/octo/cafe']);
  });

  it('should create under an organisation, and name GITHUB_OWNER when the organisation is unknown', async () => {
    // Act
    const repo = await host({ ownerType: 'org', owner: 'acme' }).ensureRepository('cafe', 'Café');
    const missing = host({ ownerType: 'org', owner: 'nobody' }).ensureRepository('cafe', 'Café');

    // Assess
    expect(repo.fullName).toBe('acme/cafe');
    expect(stub.log()).toContain('POST /orgs/acme/repos');
    await expect(missing).rejects.toMatchObject({ transient: false, message: expect.stringContaining('GITHUB_OWNER "nobody"') });
  });

  it('should fail permanently with a token hint on 401, without retrying', async () => {
    // Act
    const err = await host({ token: 'wrong' }).ensureRepository('cafe', 'Café').catch((e: unknown) => e);

    // Assess
    expect(err).toBeInstanceOf(HostError);
    expect(err).toMatchObject({ transient: false, status: 401, message: expect.stringMatching(/GitHub refused the token \(401\).*GITHUB_TOKEN.*repo scope/) });
    expect(stub.calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('should retry a 503 twice and then succeed', async () => {
    // Prepare
    const git = host();
    const repo = await git.ensureRepository('cafe', 'Café');
    stub.inject({ method: 'POST', path: /\/git\/trees$/, times: 2, status: 503 });

    // Act
    const pushed = await git.pushCommit(repo, siteFiles(), 'Deploy', 'dep-1');

    // Assess
    expect(pushed.created).toBe(true);
    expect(stub.log().filter((l) => l.endsWith('/git/trees'))).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    expect(sleeps[1]!).toBeGreaterThan(sleeps[0]!);
    expect(stub.history('octo/cafe')).toHaveLength(2);
  });

  it('should honour retry-after on a 429', async () => {
    // Prepare
    stub.inject({ method: 'GET', path: /^\/repos\/octo\/cafe$/, times: 1, status: 429, headers: { 'retry-after': '7' } });

    // Act
    const repo = await host().ensureRepository('cafe', 'Café');

    // Assess
    expect(repo.fullName).toBe('octo/cafe');
    expect(sleeps).toEqual([7000]);
  });

  it('should wait for x-ratelimit-reset on a 403 with no requests remaining', async () => {
    // Prepare
    const reset = Math.ceil(Date.now() / 1000) + 5;
    stub.inject({ method: 'GET', path: /^\/repos\/octo\/cafe$/, times: 1, status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) }, body: { message: 'API rate limit exceeded' } });

    // Act
    await host().ensureRepository('cafe', 'Café');

    // Assess
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]!).toBeGreaterThanOrEqual(4000);
    expect(sleeps[0]!).toBeLessThanOrEqual(6000);
  });

  it('should give up with a transient HostError after `attempts` tries of a 5xx', async () => {
    // Prepare
    stub.inject({ method: 'GET', path: /^\/repos\/octo\/cafe$/, times: 99, status: 502, body: { message: 'Bad Gateway' } });

    // Act
    const err = await host({ attempts: 3 }).ensureRepository('cafe', 'Café').catch((e: unknown) => e);

    // Assess
    expect(err).toBeInstanceOf(HostError);
    expect(err).toMatchObject({ transient: true, status: 502, message: expect.stringContaining('GitHub: reading repository octo/cafe failed (HTTP 502)') });
    expect(stub.calls).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it('should fail permanently with GitHub’s message on a 422', async () => {
    // Prepare
    const git = host();
    const repo = await git.ensureRepository('cafe', 'Café');

    // Act
    const err = await git.pushCommit(repo, [{ path: '/abs.html', content: enc('x') }], 'Deploy', 'dep-1').catch((e: unknown) => e);

    // Assess
    expect(err).toMatchObject({ transient: false, status: 422, message: expect.stringContaining('malformed path component') });
    expect(sleeps).toEqual([]);
  });

  it('should time out a request that never answers and report it as transient', async () => {
    // Prepare
    stub.inject({ method: 'GET', path: /^\/repos\/octo\/cafe$/, times: 2, status: 200, hang: true });

    // Act
    const started = Date.now();
    const err = await host({ attempts: 2, timeoutMs: 300 }).ensureRepository('cafe', 'Café').catch((e: unknown) => e);

    // Assess: two attempts (one retry), each cut at the timeout rather than waiting forever.
    expect(err).toMatchObject({ transient: true, message: expect.stringContaining('GitHub: reading repository octo/cafe failed') });
    expect(sleeps).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
