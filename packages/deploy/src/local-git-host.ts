import * as fs from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import git from 'isomorphic-git';
import type { GitHost, RepoRef } from './ports';
import { HostError } from './ports';

const BRANCH = 'main';
const author = (timestamp: number) => ({ name: 'Sitewright', email: 'deploy@sitewright.app', timestamp, timezoneOffset: 0 });
export const TRAILER = 'Sitewright-Deployment:';

type TreeEntry = { mode: string; path: string; oid: string; type: 'blob' | 'tree' };

/**
 * Git host on the local disk (npm start): bare repositories under `root/<owner>/<name>.git`, written
 * with isomorphic-git (blobs, trees, one commit, ref update) and readable by `git clone`, over the
 * file path or over dumb HTTP from the sites origin (`<cloneBaseUrl>/<owner>/<name>.git`).
 */
export function createLocalGitHost(opts: { root: string; cloneBaseUrl: string; owner?: string; now?: () => number }): GitHost & { gitdir(fullName: string): string } {
  const owner = opts.owner ?? 'sitewright';
  const gitdir = (fullName: string) => join(opts.root, `${fullName}.git`);
  const now = opts.now ?? Date.now;

  /** Writes nested trees bottom-up from flat paths; returns the root tree oid. */
  async function writeTrees(dir: string, files: { path: string; content: Uint8Array }[]): Promise<string> {
    const root = new Map<string, unknown>();
    for (const f of files) {
      const parts = f.path.split('/');
      let node = root;
      for (const p of parts.slice(0, -1)) {
        if (!node.has(p)) node.set(p, new Map<string, unknown>());
        node = node.get(p) as Map<string, unknown>;
      }
      node.set(parts[parts.length - 1] as string, f.content);
    }
    const write = async (node: Map<string, unknown>): Promise<string> => {
      const entries: TreeEntry[] = [];
      for (const [name, value] of node) {
        if (value instanceof Map) entries.push({ mode: '040000', path: name, oid: await write(value), type: 'tree' });
        else entries.push({ mode: '100644', path: name, oid: await git.writeBlob({ fs, gitdir: dir, blob: value as Uint8Array }), type: 'blob' });
      }
      return git.writeTree({ fs, gitdir: dir, tree: entries });
    };
    return write(root);
  }

  return {
    gitdir,
    async ensureRepository(name) {
      const fullName = `${owner}/${name}`;
      const dir = gitdir(fullName);
      try {
        if (!fs.existsSync(join(dir, 'HEAD'))) {
          await mkdir(dir, { recursive: true });
          await git.init({ fs, dir, gitdir: dir, bare: true, defaultBranch: BRANCH });
          await mkdir(join(dir, 'objects', 'info'), { recursive: true });
          await writeFile(join(dir, 'objects', 'info', 'packs'), '');
        }
      } catch (err) {
        throw new HostError(`Could not create the local repository ${fullName}: ${(err as Error).message}`, true);
      }
      return { fullName, url: `${opts.cloneBaseUrl}/${fullName}.git`, defaultBranch: BRANCH };
    },
    async pushCommit(repo: RepoRef, files, message, deploymentKey) {
      const dir = gitdir(repo.fullName);
      try {
        const head = await git.resolveRef({ fs, gitdir: dir, ref: `refs/heads/${BRANCH}` }).catch(() => null);
        let headTree: string | null = null;
        if (head) {
          const { commit } = await git.readCommit({ fs, gitdir: dir, oid: head });
          if (commit.message.includes(`${TRAILER} ${deploymentKey}`)) return { sha: head, created: false };
          headTree = commit.tree;
        }
        const tree = await writeTrees(dir, files);
        // The same files as the head (a redeploy of unchanged content): no commit whose tree equals its parent's (issue 18).
        if (tree === headTree) return { sha: head!, created: false };
        const t = Math.floor(now() / 1000);
        const sha = await git.writeCommit({
          fs, gitdir: dir,
          commit: { message: `${message}\n\n${TRAILER} ${deploymentKey}\n`, tree, parent: head ? [head] : [], author: author(t), committer: author(t) },
        });
        await git.writeRef({ fs, gitdir: dir, ref: `refs/heads/${BRANCH}`, value: sha, force: true });
        // Dumb-HTTP clients read info/refs (what `git update-server-info` writes).
        await mkdir(join(dir, 'info'), { recursive: true });
        await writeFile(join(dir, 'info', 'refs'), `${sha}\trefs/heads/${BRANCH}\n`);
        return { sha, created: true };
      } catch (err) {
        throw new HostError(`Could not commit to the local repository ${repo.fullName}: ${(err as Error).message}`, true);
      }
    },
  };
}
