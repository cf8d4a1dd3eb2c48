import * as z from 'zod/mini';
import './zod-locale';

/** POST /api/ws/ticket body (issue 19 §2): the project whose channel the client wants. */
export const wsTicketRequestSchema = z.object({
  project_id: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type WsTicketRequest = z.infer<typeof wsTicketRequestSchema>;

/** POST /api/ws/ticket answer: a single-use ticket for `{wsUrl}?ticket=…`, valid `expires_in` seconds (≤ 60). */
export interface WsTicketResponse {
  ticket: string;
  expires_in: number;
}

/** What a live message is about: always its project, and the deployment when it is a deployment's. */
interface About {
  project_id: string;
  deployment_id?: string;
}

/**
 * The live progress messages (SPEC §3 "Live progress messages (socket): type progress (value, message),
 * status (value), message (content)"; issue 19 §4), sent as JSON text frames on a project's channel.
 * - progress: `value` 0–100 and what is happening (a deployment's step, a generation's stage);
 * - status: the project's or deployment's new status (generating, ready, failed, deploying, deployed);
 * - message: a line worth showing (a deployment's log line, "Section improved").
 */
export type LiveMessage =
  | ({ type: 'progress'; value: number; message: string } & About)
  | ({ type: 'status'; value: string } & About)
  | ({ type: 'message'; content: string } & About);
