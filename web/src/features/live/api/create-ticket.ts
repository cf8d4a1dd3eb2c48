import type { WsTicketResponse } from '@sitewright/core/schemas/live';
import { api } from '../../../lib/api';

/**
 * POST /api/ws/ticket {project_id} (issue 19 §2): a single-use ticket, valid ≤ 60 s, to open the project's
 * live channel with; every (re)connect needs a new one. 404 when the project is not the caller's.
 */
export const createLiveTicket = (projectId: string) => api.post<WsTicketResponse>('/api/ws/ticket', { project_id: projectId });
