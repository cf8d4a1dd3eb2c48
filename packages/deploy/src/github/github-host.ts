import type { Octokit } from '@octokit/rest';
import { HostError, type GitHost, type RepoRef } from '../ports';
import { statusOf, withRetry, type RetryOptions } from '../retry';
import { classifyGitHubError, gitHubMessage } from './github-errors';

/** Options of `createGitHubHost`. */
export interface GitHubHostOptions {
  /** GITHUB_OWNER: the user or organisation the repositories live under. */
  owner: string;
  /** `org` creates with POST /orgs/{org}/repos, `user` with POST /user/repos (the token's own account). */
  ownerType: 'user' | 'org';
  /** Retry policy of every call (defaults of `withRetry`). */
  retry?: RetryOptions;
  /** Blobs uploaded at once; default 4 (GitHub asks integrators to avoid bursts of concurrent requests). */
  blobConcurrency?: number;
}

type RepoData = { full_name: string; html_url: string; default_branch?: string; owner?: { login?: string } };

const toRef = (r: RepoData): RepoRef => ({ fullName: r.full_name, url: r.html_url, defaultBranch: r.default_branch || 'main' });

/** The trailer that makes `pushCommit` idempotent (see `GitHost.pushCommit`). */
export const deploymentTrailer = (deploymentKey: string) => `Sitewright-Deployment: ${deploymentKey}`;

const hasTrailer = (message: string, trailer: string) => message.split('\n').some((line) => line.trim() === trailer);

/**
 * GitHub as the `GitHost` of the deploy pipeline, through the REST API with a client the caller builds
 * (`createOctokit`).
 *
 * - `ensureRepository`: GET /repos/{owner}/{repo}; on 404 POST /user/repos or /orgs/{org}/repos with
 *   `auto_init: true` (the git data API cannot write to an empty repository); a 422 "name already exists"
 *   (a concurrent or retried create) reads the repository instead.
 * - `pushCommit`: the git data API ("Git database" REST docs), one commit per call: GET ref → GET commit
 *   → POST blob per file (`blobConcurrency` at once) → POST one tree (no `base_tree`: the repository
 *   mirrors the files given, so the caller sends every file, README.md included) → POST commit (parent =
 *   head) → PATCH ref (`force: false`). When the head already carries `Sitewright-Deployment: <key>` it
 *   returns `{ sha, created: false }` after two GETs; when the new tree is the head's (nothing changed), it
 *   makes no commit and returns the head, `created: false`.
 *
 * Every call goes through `withRetry`: 5xx, network and rate limits (429, or 403 with
 * `x-ratelimit-remaining: 0`, waiting for `retry-after` / `x-ratelimit-reset`) are retried; the rest
 * become a permanent `HostError` naming GITHUB_TOKEN or GITHUB_OWNER (see `classifyGitHubError`).
 *
 * @example
 * const git = createGitHubHost(createOctokit({ token }), { owner: 'acme', ownerType: 'org' });
 * const repo = await git.ensureRepository('cafe-aurora-1a2b3c', 'Website of Café Aurora');
 * await git.pushCommit(repo, files, 'Deploy Café Aurora', deploymentId);
 */
export function createGitHubHost(octokit: Octokit, opts: GitHubHostOptions): GitHost {
  const { owner, ownerType } = opts;
  const concurrency = Math.max(1, opts.blobConcurrency ?? 4);
  const call = <T>(what: string, fn: () => Promise<T>) =>
    withRetry(`GitHub: ${what}`, async () => {
      try {
        return await fn();
      } catch (err) {
        throw classifyGitHubError(err, { owner, what });
      }
    }, opts.retry);

  const readRepo = (repo: string) => call(`reading repository ${owner}/${repo}`, async () => {
    try {
      return (await octokit.rest.repos.get({ owner, repo })).data as RepoData;
    } catch (err) {
      if (statusOf(err) === 404) return undefined;
      throw err;
    }
  });

  return {
    async ensureRepository(name, description) {
      const existing = await readRepo(name);
      if (existing) return toRef(existing);
      const params = { name, description: description.replace(/\s+/g, ' ').trim().slice(0, 350), private: false, auto_init: true };
      const created = await call(`creating repository ${owner}/${name}`, async () => {
        try {
          const res = ownerType === 'org' ? await octokit.rest.repos.createInOrg({ org: owner, ...params }) : await octokit.rest.repos.createForAuthenticatedUser(params);
          return res.data as RepoData;
        } catch (err) {
          // Created meanwhile, by a concurrent job or by an attempt whose answer was lost: read it below.
          if (statusOf(err) === 422 && /already exists/i.test(gitHubMessage(err))) return undefined;
          if (statusOf(err) === 404 && ownerType === 'org') {
            throw new HostError(`GitHub: organisation GITHUB_OWNER "${owner}" was not found, or GITHUB_TOKEN may not create repositories in it`, false, 404);
          }
          throw err;
        }
      });
      if (created && created.owner?.login && created.owner.login.toLowerCase() !== owner.toLowerCase()) {
        throw new HostError(`GitHub created ${created.full_name}, not under GITHUB_OWNER "${owner}": with GITHUB_OWNER_TYPE=user the owner must be the token's own account (use org for an organisation)`, false);
      }
      const repo = created ?? (await readRepo(name));
      if (!repo) throw new HostError(`GitHub: repository ${owner}/${name} exists but GITHUB_TOKEN cannot see it`, false, 404);
      return toRef(repo);
    },

    async pushCommit(repo, files, message, deploymentKey) {
      if (files.length === 0) throw new HostError(`GitHub: nothing to push to ${repo.fullName} (no files)`, false);
      const [repoOwner = owner, name = ''] = repo.fullName.split('/');
      const at = { owner: repoOwner, repo: name };
      const ref = `heads/${repo.defaultBranch}`;
      const trailer = deploymentTrailer(deploymentKey);

      const readHead = async () => {
        const sha = await call(`reading branch ${repo.defaultBranch} of ${repo.fullName}`, async () => {
          try {
            return (await octokit.rest.git.getRef({ ...at, ref })).data.object.sha;
          } catch (err) {
            // Right after an auto_init create the branch can lag behind; an empty repository answers 409.
            const s = statusOf(err);
            if (s === 404 || s === 409) throw new HostError(`branch ${repo.defaultBranch} of ${repo.fullName} does not exist yet (the repository must have a first commit: create it with auto_init)`, true, s);
            throw err;
          }
        });
        const commit = await call(`reading commit ${sha} of ${repo.fullName}`, async () => (await octokit.rest.git.getCommit({ ...at, commit_sha: sha })).data);
        return { sha, tree: commit.tree.sha, pushed: hasTrailer(commit.message, trailer) };
      };

      const head = await readHead();
      if (head.pushed) return { sha: head.sha, created: false };

      const blobs: string[] = [];
      for (let i = 0; i < files.length; i += concurrency) {
        const batch = files.slice(i, i + concurrency);
        const shas = await Promise.all(batch.map((f) => call(`uploading ${f.path} to ${repo.fullName}`, async () =>
          (await octokit.rest.git.createBlob({ ...at, content: Buffer.from(f.content).toString('base64'), encoding: 'base64' })).data.sha)));
        blobs.push(...shas);
      }
      const tree = await call(`creating the tree of ${repo.fullName}`, async () => (await octokit.rest.git.createTree({
        ...at,
        tree: files.map((f, i) => ({ path: f.path, mode: '100644' as const, type: 'blob' as const, sha: blobs[i] })),
      })).data.sha);
      // The same files as the head (a redeploy of unchanged content): no commit whose tree equals its parent's (issue 18).
      if (tree === head.tree) return { sha: head.sha, created: false };
      const commit = await call(`creating a commit in ${repo.fullName}`, async () =>
        (await octokit.rest.git.createCommit({ ...at, message: `${message}\n\n${trailer}`, tree, parents: [head.sha] })).data.sha);
      try {
        await call(`moving branch ${repo.defaultBranch} of ${repo.fullName}`, () => octokit.rest.git.updateRef({ ...at, ref, sha: commit, force: false }));
      } catch (err) {
        // Not a fast-forward: another delivery of the same job may have won the race; then its commit stands.
        if (err instanceof HostError && err.status === 422) {
          const now = await readHead();
          if (now.pushed) return { sha: now.sha, created: false };
        }
        throw err;
      }
      return { sha: commit, created: true };
    },
  };
}
