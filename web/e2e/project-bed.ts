import type { Browser, Page } from 'playwright-core';
import { startTestStack } from '../../functions/local/test-stack';
import { eventually, signedInUser } from '../../functions/local/test-users';
import { launchChromium } from './browser';

/** What an e2e suite that starts from one owner's ready site works with (see {@link startProjectBed}). */
export interface ProjectBed {
  stack: Awaited<ReturnType<typeof startTestStack>>;
  browser: Browser;
  /** The owner's access token. */
  token: string;
  projectId: string;
  /** `GET /api/project/{id}` as the owner: the project view (`status`, `version`, `placeholders`…). */
  project<T>(): Promise<T>;
  /** A page of `width` × 900 px, signed in as the owner (token in localStorage), on the app's home. */
  signedInPage(width: number): Promise<Page>;
  /** Closes the browser and stops the stack. */
  stop(): Promise<void>;
}

/**
 * The whole local stack (queue visibility timeout 1 s, so a failed job is retried quickly), Chromium, an owner
 * signed up and signed in, and one project generated from `brief` (the generate form's fields, features as
 * one comma-separated string) and waited for until `ready`.
 * @throws when the stack does not start or the project does not become ready within `eventually`'s limit
 *   (whatever had started is closed first).
 */
export async function startProjectBed(owner: { email: string; name: string }, brief: Record<string, string>): Promise<ProjectBed> {
  const stack = await startTestStack({}, undefined, { visibilityTimeoutS: 1 });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    return await openProject(stack, browser, owner, brief);
  } catch (err) {
    await browser?.close();
    await stack.stop();
    throw err;
  }
}

async function openProject(stack: ProjectBed['stack'], browser: Browser, owner: { email: string; name: string }, brief: Record<string, string>): Promise<ProjectBed> {
  const token = (await signedInUser(stack, owner.email, owner.name)).token;
  const r = await stack.api<{ project_id: string }>('POST', '/api/generate', brief, { token });
  const projectId = r.body.project_id;
  const project = async <T>() => (await stack.api<T>('GET', `/api/project/${projectId}`, undefined, { token })).body;
  await eventually(async () => ((await project<{ status: string }>()).status === 'ready' ? true : undefined));
  return {
    stack, browser, token, projectId, project,
    async signedInPage(width) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${stack.appUrl}/`);
      await page.evaluate((t) => localStorage.setItem('dm_token', t), token);
      return page;
    },
    async stop() {
      await browser.close();
      await stack.stop();
    },
  };
}
