import type { Clock } from '../ports';
import type { JobLedger } from '../jobs/ports';
import type { BlobStore, JobQueue, ProjectRecord, ProjectRepository, SiteEngine, TemplateRepository } from './ports';
import type { Project, ProjectSummary } from '../schemas/project';
import { NotFoundError } from '../errors';

/** What the project use cases need. */
export interface ProjectDeps extends ProjectStoreDeps {
  /** The site generator; only generation and improve need it (so other routes don't load it). */
  engine: SiteEngine;
  /** Object storage for uploads and site assets; only the routes that store or serve files need it. */
  blobs: BlobStore;
}

/** The project use cases that don't generate or improve need only these. */
export interface ProjectStoreDeps {
  projects: ProjectRepository;
  templates: TemplateRepository;
  queue: JobQueue;
  clock: Clock;
  /** In-flight jobs and their heartbeats (issue 18): written when a job is queued, beaten by the worker. */
  jobs: JobLedger;
}

export const nowIso = (clock: Clock) => new Date(clock.now()).toISOString();

/** The API view of a project (SPEC §3); the site model and bookkeeping stay inside. */
export function toProjectView(p: ProjectRecord): Project {
  return {
    id: p.id, user_id: p.user_id, business_name: p.business_name, industry: p.industry, description: p.description,
    target_audience: p.target_audience, key_features: p.key_features, color_scheme: p.color_scheme,
    style_preference: p.style_preference, logo_url: p.logo_url, template_id: p.template_id,
    html_content: p.html_content, css_content: p.css_content, js_content: p.js_content,
    created_at: p.created_at, updated_at: p.updated_at, deployed_url: p.deployed_url, status: p.status,
    error: p.error, version: p.version, published: p.published,
  };
}

/** A project as the list routes show it (SPEC §3 Project without html/css/js_content, which can be large). */
export function toSummary(p: ProjectRecord): ProjectSummary {
  const { html_content: _h, css_content: _c, js_content: _j, ...rest } = toProjectView(p);
  return rest;
}

/**
 * Ownership rule of issue 4: the owner reads their project; a published template is readable by any
 * signed-in user; anything else is 404 (never reveals that it exists).
 */
export async function readableProject(deps: Pick<ProjectDeps, 'projects'>, userId: string, id: string): Promise<ProjectRecord> {
  const p = await deps.projects.get(id);
  if (!p || (p.user_id !== userId && !p.published)) throw new NotFoundError('Project not found');
  return p;
}

/** Only the owner may change or delete (issue 4); others get 404. */
export async function ownedProject(deps: Pick<ProjectDeps, 'projects'>, userId: string, id: string): Promise<ProjectRecord> {
  const p = await deps.projects.get(id);
  if (!p || p.user_id !== userId) throw new NotFoundError('Project not found');
  return p;
}
