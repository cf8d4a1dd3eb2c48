import type { LiveMessage } from '../schemas/live';

/** One open socket on a project's channel (the connections table; API Gateway's connection id). */
export interface LiveConnection {
  connection_id: string;
  project_id: string;
  user_id: string;
  /** Epoch seconds after which the item may be dropped (API Gateway closes sockets after 2 h). */
  expires_at: number;
}

/** Storage of open sockets and spent tickets (the connections table in DynamoDB; a fake in unit tests). */
export interface LiveConnectionStore {
  /**
   * Marks a ticket spent (a conditional write of its id, kept until it would have expired anyway).
   * @returns false when it was spent already (a reused ticket).
   */
  spendTicket(ticketId: string, expiresAtS: number): Promise<boolean>;
  put(connection: LiveConnection): Promise<void>;
  remove(connectionId: string): Promise<void>;
  /** The open sockets of a project's channel. */
  listByProject(projectId: string): Promise<LiveConnection[]>;
}

/** What a ticket says: who may listen to which project, until when; `id` makes it single-use. */
export interface LiveTicketClaims {
  id: string;
  userId: string;
  projectId: string;
  /** Epoch seconds. */
  expiresAtS: number;
}

/** Signs and checks tickets (HS256 JWT with the API's key and their own audience, functions adapter). */
export interface LiveTicketCodec {
  sign(claims: LiveTicketClaims): Promise<string>;
  /** @throws Error for a forged, malformed or expired ticket. */
  verify(ticket: string): Promise<LiveTicketClaims>;
}

/**
 * Sends one frame to one socket (API Gateway Management API PostToConnection; locally the same API on
 * loopback). @returns 'gone' when the socket no longer exists (410), so it can be dropped.
 */
export interface LiveConnectionPoster {
  post(connectionId: string, data: string): Promise<'sent' | 'gone'>;
}

/** What workers call at each step: sends messages to every socket of the project's channel. Never throws. */
export interface LivePublisher {
  publish(projectId: string, messages: LiveMessage[]): Promise<void>;
}

/** A publisher that sends nothing (functions without the live channel, unit tests). */
export const noLivePublisher: LivePublisher = { publish: async () => undefined };
