import { randomUUID } from 'node:crypto';
import { NotFoundError, UpstreamError } from '../errors';
import { type TemplateCategory, TEMPLATE_CATEGORIES } from '../mappings';
import type { LivePublisher } from '../live/ports';
import type { LiveMessage } from '../schemas/live';
import type { GenerationRequest, GenerationResponse } from '../schemas/generation';
import type { GenerateJob } from '../schemas/jobs';
import { nowIso, type ProjectDeps, type ProjectStoreDeps } from './deps';
import type { ProjectRecord, SiteGenerator } from './ports';
import { storeSiteAssets } from './site-assets';
import { fillPhotos, type PhotoDeps } from './photos';

/** What generation needs: the store, object storage for the assets, the generator half of the engine, and optional photo sources. */
/** The generate worker's dependencies; `live` publishes its progress on the project's channel (issue 19). */
export type GenerationDeps = Omit<ProjectDeps, 'engine'> & { engine: SiteGenerator; images?: PhotoDeps; live?: LivePublisher };

/** Logo URLs the API hands out (`/api/uploads/<key>`) map back to their blob key. */
export const uploadKeyFromUrl = (url: string | null) => (url && url.startsWith('/api/uploads/') ? url.slice('/api/uploads/'.length) : null);
const ext = (key: string) => /\.(png|jpe?g|gif|webp)$/i.exec(key)?.[1]?.toLowerCase().replace('jpeg', 'jpg');

/**
 * POST /api/generate (ARCHITECTURE.md "Generation is a job"): stores the project as `generating`,
 * queues a generate job and answers at once. A template_id must name a published template. When the
 * queue refuses the job, the stored project is removed again, so nothing is left half-made.
 * @throws NotFoundError (404) for an unknown template. @throws UpstreamError (503) when queueing fails.
 */
export async function startGeneration(deps: ProjectStoreDeps, userId: string, req: GenerationRequest): Promise<GenerationResponse> {
  if (req.template_id && !(await deps.templates.get(req.template_id))) throw new NotFoundError('Template not found');
  const iso = nowIso(deps.clock);
  const id = `prj_${randomUUID()}`;
  const job_id = `gen_${randomUUID()}`;
  const logoKey = uploadKeyFromUrl(req.logo_url);
  const project: ProjectRecord = {
    id, user_id: userId, business_name: req.business_name, industry: req.industry, description: req.description,
    target_audience: req.target_audience, key_features: req.key_features, color_scheme: req.color_scheme,
    style_preference: req.style_preference, logo_url: req.logo_url, template_id: req.template_id,
    html_content: null, css_content: null, js_content: null, site: null, status: 'generating', error: null,
    created_at: iso, updated_at: iso, deployed_url: null, version: 0, published: false, category: null, job_id,
    assets: logoKey && ext(logoKey) ? { [`logo.${ext(logoKey)}`]: logoKey } : {},
    language: req.language ?? null,
  };
  // The ledger entry first (issue 18): a `generating` project without one reads as stale.
  await deps.jobs.start({ id: job_id, kind: 'generate', record_id: id }, iso);
  await deps.projects.create(project);
  try {
    await deps.queue.send({ type: 'generate', project_id: id, job_id });
  } catch (err) {
    await deps.projects.delete(id);
    await deps.jobs.end(job_id);
    throw new UpstreamError(`Could not queue the generation job; please try again. (${(err as Error).message})`, 503);
  }
  return { success: true, project_id: id };
}

/** A category for the template a project starts from, if any. */
async function templateStart(deps: GenerationDeps, p: ProjectRecord): Promise<{ category?: TemplateCategory; baseSite?: unknown }> {
  if (!p.template_id) return {};
  const [tpl, base] = await Promise.all([deps.templates.get(p.template_id), deps.projects.get(p.template_id)]);
  const category = tpl && (TEMPLATE_CATEGORIES as readonly string[]).includes(tpl.category) ? (tpl.category as TemplateCategory) : undefined;
  return { category, baseSite: base?.site ?? undefined };
}

/**
 * The generate worker's job: runs the generator and stores the files and site model, ending `ready`.
 * Idempotent per job: a project that is no longer `generating` under this job id is left alone.
 * Beats the job ledger at pickup (counting an attempt) and after the model's answer; ends the entry
 * when the project is `ready` or `failed` (issue 18).
 * On the last delivery attempt a failure marks the project `failed` with a readable reason before the
 * error is rethrown (so the message still goes to the DLQ).
 * @returns 'done' | 'skipped'
 */
export async function runGeneration(deps: GenerationDeps, job: GenerateJob, lastAttempt: boolean): Promise<'done' | 'skipped'> {
  const p = await deps.projects.get(job.project_id);
  if (!p || p.status !== 'generating' || p.job_id !== job.job_id) return 'skipped';
  await deps.jobs.beat(job.job_id, nowIso(deps.clock), true);
  const live = (...m: LiveMessage[]) => deps.live?.publish(p.id, m);
  await live({ type: 'status', value: 'generating', project_id: p.id }, { type: 'progress', value: 10, message: 'Writing your site', project_id: p.id });
  try {
    const start = await templateStart(deps, p);
    const logoFile = Object.keys(p.assets).find((f) => f.startsWith('logo.'));
    const generated = await deps.engine.generate({
      business_name: p.business_name, industry: p.industry, description: p.description, target_audience: p.target_audience,
      key_features: p.key_features, color_scheme: p.color_scheme,
      style_preference: p.style_preference as GenerationRequest['style_preference'],
      logo_url: p.logo_url, template_id: p.template_id, language: p.language ?? null,
    }, { ...start, logoFile, seed: p.id, language: p.language ?? null });
    await deps.jobs.beat(job.job_id, nowIso(deps.clock));
    await live({ type: 'progress', value: 60, message: 'Choosing images', project_id: p.id });
    // Photos (stock or AI, when configured) replace artwork slot by slot; any failure keeps the artwork.
    const photos = deps.images ? await fillPhotos(deps, deps.images, p.id, generated) : { site: generated.site, files: generated.files, assets: {} };
    const stored = await storeSiteAssets(deps, p.id, generated);
    const logo = Object.fromEntries(Object.entries(p.assets).filter(([f]) => f.startsWith('logo.')));
    await deps.projects.update({
      ...p, site: photos.site, html_content: photos.files['index.html'], css_content: photos.files['style.css'], js_content: photos.files['script.js'],
      assets: { ...logo, ...stored, ...photos.assets }, status: 'ready', error: null, updated_at: nowIso(deps.clock),
      change: { kind: 'generate', summary: p.template_id ? 'Generated the site from a template' : 'Generated the site', at: nowIso(deps.clock) },
    });
    await deps.jobs.end(job.job_id);
    await live({ type: 'progress', value: 100, message: 'Your site is ready', project_id: p.id }, { type: 'status', value: 'ready', project_id: p.id });
    return 'done';
  } catch (err) {
    if (lastAttempt) {
      const fresh = await deps.projects.get(p.id);
      if (fresh && fresh.status === 'generating') {
        const error = `Generation failed: ${(err as Error).message}`;
        await deps.projects.update({ ...fresh, status: 'failed', error, updated_at: nowIso(deps.clock) });
        await live({ type: 'message', content: error, project_id: p.id }, { type: 'status', value: 'failed', project_id: p.id });
      }
      await deps.jobs.end(job.job_id);
    }
    throw err;
  }
}
