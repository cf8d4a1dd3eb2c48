import * as z from 'zod/mini';
import './zod-locale';

/** Lifecycle of a project: generation is a job (ARCHITECTURE.md "Generation is a job"). */
export const PROJECT_STATUSES = ['generating', 'ready', 'failed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** A project as the API answers it (SPEC §3 Project, plus status, error and version). */
export const projectSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  business_name: z.string(),
  industry: z.string(),
  description: z.string(),
  target_audience: z.string(),
  key_features: z.array(z.string()),
  color_scheme: z.nullable(z.string()),
  style_preference: z.string(),
  logo_url: z.nullable(z.string()),
  template_id: z.nullable(z.string()),
  html_content: z.nullable(z.string()),
  css_content: z.nullable(z.string()),
  js_content: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  deployed_url: z.nullable(z.string()),
  status: z.enum(PROJECT_STATUSES),
  error: z.nullable(z.string()),
  version: z.int(),
  published: z.boolean(),
});
export type Project = z.infer<typeof projectSchema>;

/** A project in GET /api/user/projects: the heavy content fields are left out. */
export const projectSummarySchema = z.omit(projectSchema, { html_content: true, css_content: true, js_content: true });
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
export const projectListResponseSchema = z.object({ projects: z.array(projectSummarySchema) });

/** POST /api/project/{id}/improve, JSON form (SPEC §3 Improve request). */
export const improveRequestSchema = z.object({
  selector: z.string().check(z.trim(), z.minLength(1, 'Choose a section to improve'), z.maxLength(200)),
  prompt: z.string().check(z.trim(), z.minLength(1, 'Describe the change you want'), z.maxLength(2000)),
  image_alt_text: z.optional(z.string().check(z.trim(), z.maxLength(300))),
});
export type ImproveRequest = z.infer<typeof improveRequestSchema>;
export const improveResponseSchema = z.object({ html_content: z.string() });

/** POST /api/project/{id}/duplicate answers the new project's id (SPEC §7). */
export const duplicateResponseSchema = z.object({ id: z.string() });
/** POST /api/upload/logo answers `{url}` (SPEC §7). */
export const uploadResponseSchema = z.object({ url: z.string() });
