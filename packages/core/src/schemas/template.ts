import * as z from 'zod/mini';
import './zod-locale';

/** A gallery item (SPEC §3 Template). */
export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  business_name: z.string(),
  industry: z.string(),
  category: z.string(),
  logo_url: z.nullable(z.string()),
  created_at: z.string(),
});
export type Template = z.infer<typeof templateSchema>;
/** GET /api/templates/public and GET /api/templates (SPEC §3 "a templates array"). */
export const templateListResponseSchema = z.object({ templates: z.array(templateSchema) });
