import { issueLiveTicket } from '@sitewright/core/live/use-cases';
import { wsTicketRequestSchema } from '@sitewright/core/schemas/live';
import { httpHandler } from '../middleware/http-handler';

/**
 * POST /api/ws/ticket {project_id} ▶ {ticket, expires_in} (issue 19 §2): a single-use ticket, valid 60 s,
 * for `{wsUrl}?ticket=…`; 404 unless the caller owns the project.
 */
export const handler = httpHandler({ auth: 'required', body: wsTicketRequestSchema }, async ({ body, userId, deps }) =>
  issueLiveTicket({ projects: deps.projects, clock: deps.clock, tickets: deps.liveTickets }, userId as string, body.project_id));
