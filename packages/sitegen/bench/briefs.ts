import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generationRequestSchema, type Brief } from '@sitewright/core';

/** The product's brief set: BRIEFS_PATH, else ../shared/briefs/briefs.json from the repo root. */
export function loadBriefs(): Brief[] {
  const file = process.env.BRIEFS_PATH ?? path.resolve(process.cwd(), '../shared/briefs/briefs.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as unknown[]).map((b) => generationRequestSchema.parse(b));
}

/** A folder-safe slug for a business name. */
export function slug(s: string, i: number): string {
  return `${String(i).padStart(2, '0')}-${s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 30) || 'site'}`;
}
