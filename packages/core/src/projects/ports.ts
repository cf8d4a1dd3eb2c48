import type { BusinessDetails, DetailSection, Placeholder } from '../schemas/details';
import type { Brief } from '../schemas/generation';
import type { JobMessage } from '../schemas/jobs';
import type { ProjectStatus } from '../schemas/project';
import type { TemplateCategory } from '../mappings';
import type { ImageCredit, ImageRequest } from './images';

/** A stored project (SPEC §3 Project plus the generator's site model, status and bookkeeping). */
export interface ProjectRecord {
  id: string;
  user_id: string;
  business_name: string;
  industry: string;
  description: string;
  target_audience: string;
  key_features: string[];
  color_scheme: string | null;
  style_preference: string;
  logo_url: string | null;
  template_id: string | null;
  html_content: string | null;
  css_content: string | null;
  js_content: string | null;
  /** The generator's site model (JSON), the source the files are rendered from. */
  site: unknown;
  status: ProjectStatus;
  /** Why generation failed, in words a person can act on. */
  error: string | null;
  created_at: string;
  updated_at: string;
  deployed_url: string | null;
  /** Optimistic-concurrency counter; every write is conditional on it. */
  version: number;
  published: boolean;
  /** Template category when published. */
  category: string | null;
  /** Idempotency key of the generation job that owns the `generating` state. */
  job_id: string | null;
  /** Files served beside index.html: file name ▶ blob key (logo, artwork, photos, fonts, improve images). */
  assets: Record<string, string>;
  /** Explicit page language (BCP 47) from the request; null: detected from the brief (issue 15 §5). */
  language?: string | null;
  /** What made the current content, and when (issue 17 §3: the first entry of the History); absent before history. */
  change?: SiteChange;
  /** The read-only share link's secret (issue 17 §5), while sharing is on: 32 random bytes, base64url. */
  share?: { secret: string; created_at: string } | null;
}

/** What makes a version of a site (issue 17 §3). */
export const CHANGE_KINDS = ['generate', 'improve', 'edit', 'section', 'layout', 'image', 'details', 'restore'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** A change of a site's content: its kind, a short summary in words ("Edited the Hero heading"), its time (ISO 8601). */
export interface SiteChange {
  kind: ChangeKind;
  summary: string;
  at: string;
}

/**
 * A snapshot of a project's content, kept before each change so it can be restored (issue 4, issue 17 §3):
 * keyed by project and the project `version` it was the content of.
 */
export interface ProjectVersion {
  project_id: string;
  version: number;
  site: unknown;
  html_content: string | null;
  css_content: string | null;
  js_content: string | null;
  /** The files beside index.html at that version (absent on snapshots from before history). */
  assets?: Record<string, string>;
  /** What made that content and when (absent on snapshots from before history). */
  kind?: ChangeKind;
  summary?: string;
  created_at?: string;
  /** When the snapshot was taken (ISO 8601). */
  saved_at: string;
}

/** A version without its content, as the History lists it. */
export type ProjectVersionInfo = Pick<ProjectVersion, 'project_id' | 'version' | 'kind' | 'summary' | 'created_at' | 'saved_at'>;

/** Storage of projects and their improve snapshots (the projects and versions tables in DynamoDB). */
export interface ProjectRepository {
  get(id: string): Promise<ProjectRecord | null>;
  create(p: ProjectRecord): Promise<void>;
  /** Writes `p` if the stored version still equals `p.version`; stores and returns version + 1. @throws ConflictError. */
  update(p: ProjectRecord): Promise<ProjectRecord>;
  delete(id: string): Promise<void>;
  /** The user's projects, newest first. */
  listByUser(userId: string): Promise<ProjectRecord[]>;
  saveVersion(v: ProjectVersion): Promise<void>;
  /** The project's snapshots without their content, newest (highest version) first; every page read. */
  listVersions(projectId: string): Promise<ProjectVersionInfo[]>;
  /** One snapshot with its content, or null. */
  getVersion(projectId: string, version: number): Promise<ProjectVersion | null>;
  /** Deletes these snapshots (missing ones are ignored). */
  deleteVersions(projectId: string, versions: number[]): Promise<void>;
}

/** A gallery entry (SPEC §3 Template); its id is the published project's id. */
export interface TemplateRecord {
  id: string;
  user_id: string;
  name: string;
  description: string;
  business_name: string;
  industry: string;
  category: string;
  logo_url: string | null;
  created_at: string;
}

/** Storage of the public template gallery (the templates table in DynamoDB). */
export interface TemplateRepository {
  /** Every published template, newest first (SPEC §2: sort by created_at descending). */
  list(): Promise<TemplateRecord[]>;
  get(id: string): Promise<TemplateRecord | null>;
  put(t: TemplateRecord): Promise<void>;
  delete(id: string): Promise<void>;
}

/** Object storage for uploads and site assets (S3 in AWS, .data/uploads locally). */
export interface BlobStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
}

/** Sends a job to its queue (SQS). */
export interface JobQueue {
  /** Queues a job; `delayS` (0–900, SQS DelaySeconds) holds it back that long. */
  send(message: JobMessage, opts?: { delayS?: number }): Promise<void>;
}

/** The generated files of a site. */
export interface SiteFilesOut {
  'index.html': string;
  'style.css': string;
  'script.js': string;
}

/** A file the generator made to be served beside index.html (offline artwork). */
export interface SiteAssetOut { file: string; contentType: string; body: string | Uint8Array }

/** A photo ready to place in a site: its renditions' file names and what made it (issue 15 §1). */
export interface PlacedPhoto {
  source: 'unsplash' | 'pexels' | 'openai' | 'upload';
  width: number;
  height: number;
  /** The fallback rendition's file name (JPEG). */
  src: string;
  variants: { file: string; width: number; type: string }[];
  credit?: ImageCredit;
  query?: string;
  /** New alternative text (an owner's upload); absent: the slot keeps its alt. */
  alt?: string;
  /** The search page a stock photo came from (issue 17 §1 "pick another"). */
  pick?: number;
}

/** What generation returns: the model (JSON), its files, the assets and fonts beside them, photo wishes. */
export interface GeneratedOut {
  site: unknown;
  files: SiteFilesOut;
  fallbacks: string[];
  /** Offline artwork the page references. */
  assets: SiteAssetOut[];
  /** Font files the page's stylesheet references (bytes from `fontBytes`). */
  fonts: string[];
  /** The image slots a photo source may fill, most important first. */
  imageRequests: ImageRequest[];
}

/**
 * The site generator behind ports, so use cases don't depend on how sites are made. Generation and
 * improve are separate ports so the generate worker and the improve route each load only their half.
 */
export interface SiteGenerator {
  generate(brief: Brief, opts: { category?: TemplateCategory; baseSite?: unknown; logoFile?: string; seed?: string; language?: string | null }): Promise<GeneratedOut>;
  /** Bytes of a font file named in `GeneratedOut.fonts`. @throws Error when it is not one of the generator's. */
  fontBytes(file: string): Promise<Uint8Array>;
  /** Put a photo in place of an image slot's artwork and re-render. @throws ValidationError for an unknown slot. */
  placePhoto(site: unknown, slot: string, photo: PlacedPhoto): { site: unknown; files: SiteFilesOut };
}

/** One-section improve of a generated site (SPEC §4 Improve mode). */
export interface SiteImprover {
  /** `changes`: what changed, in words (issue 17 §4), when the improver can tell. */
  improve(site: unknown, selector: string, prompt: string, image?: { dataUrl: string; alt: string; fileName: string }): Promise<{ site: unknown; files: SiteFilesOut; changes?: string[] }>;
  /** Selectors that `improve` accepts for this site. */
  selectors(site: unknown): string[];
}

/** A site's layout, switchable between its blueprint's two (issue 15 §4). */
export interface SiteLayouts {
  /** Re-lay the site out in layout 0 or 1, keeping its words and pictures. @throws ValidationError for another value or a site made before layouts. */
  switchLayout(site: unknown, layout: number): { site: unknown; files: SiteFilesOut };
}

/** A site's images, for replacing one with an upload (issue 15 §1). */
export interface SiteImages {
  /** The site's image slots: id, intrinsic size in px, alt text, the source that made it. */
  images(site: unknown): { id: string; width: number; height: number; alt: string; source: string; pick?: number }[];
  /** What to ask a photo source for each slot (hero first), from the brief. */
  imageRequests?(site: unknown, brief: { description: string; industry: string; business_name: string }): ImageRequest[];
  /** Put a photo in place of an image slot and re-render. @throws ValidationError for an unknown slot. */
  placePhoto(site: unknown, slot: string, photo: PlacedPhoto): { site: unknown; files: SiteFilesOut };
}

/** Both halves. */
export type SiteEngine = SiteGenerator & SiteImprover;

/** The owner's business details of a site (issue 16 §1), by the site generator. */
export interface SiteDetails {
  /** The site with `details` set (an empty object clears them) and its files rendered from it. */
  withDetails(site: unknown, details: BusinessDetails): { site: unknown; files: SiteFilesOut };
  /** What in `details` does not fit this page (a `sections` key naming no section that takes items). */
  detailsProblems(site: unknown, details: BusinessDetails): { path: (string | number)[]; message: string }[];
  /** The sections that still show sample content. */
  placeholders(site: unknown): Placeholder[];
  /** The sections that take owner facts, in page order. */
  detailSections(site: unknown): DetailSection[];
}
