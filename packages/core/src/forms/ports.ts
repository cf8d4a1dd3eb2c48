/**
 * Form kinds a generated site has (issue 16 §2): a message, a table request, a booking request, a newsletter
 * sign-up, an order for collection (a café's, bakery's or takeaway's), a quote request (a trade's: plumbers,
 * removals, installers), a stay request (a hotel's, B&B's or hostel's: arrival, departure, guests), an
 * event enquiry (a food truck's or a venue's: the date and the event described), an RSVP (a couple's wedding website: will
 * the guest be there, how many, dietary needs).
 */
export const FORM_KINDS = ['contact', 'reservation', 'booking', 'newsletter', 'order', 'quote', 'stay', 'event', 'rsvp'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** What a message of each kind is, in English, for its owner ("New table request from…", the Messages list). */
export const FORM_KIND_NAMES: Record<FormKind, string> = {
  contact: 'message', reservation: 'table request', booking: 'booking request', newsletter: 'newsletter sign-up', order: 'collection order',
  quote: 'quote request', stay: 'stay request', event: 'event enquiry', rsvp: 'RSVP',
};

/**
 * The English name of a message field for its owner (the mail about it, the Messages list): the field's
 * name capitalised ("guests" ▶ "Guests"), a stay's `date` its arrival.
 */
export function fieldLabel(form: FormKind, field: string): string {
  if (form === 'stay' && field === 'date') return 'Arrival';
  return field ? `${field[0]!.toUpperCase()}${field.slice(1)}` : field;
}

/** One message a visitor sent through a live site's form, as stored and as the owner lists it. */
export interface FormMessage {
  /** `msg_` + 22 base64url characters: the digest that makes a retried request store nothing new. */
  id: string;
  project_id: string;
  form: FormKind;
  /** The validated fields of that form kind (name, email, phone, date, departure, time, guests, message), strings only. */
  fields: Record<string, string>;
  /** ISO 8601 time the message was first received. */
  received_at: string;
}

/** Storage of form messages and of the form rate-limit counters (the messages table). */
export interface MessageRepository {
  /** Stores `m` unless a message with its id exists. @returns false when it already existed (a retry). */
  putIfNew(m: FormMessage): Promise<boolean>;
  /** A project's messages, newest first, at most `limit`. */
  listByProject(projectId: string, limit: number): Promise<FormMessage[]>;
  /** Deletes every message of a project (the project is deleted). */
  deleteByProject(projectId: string): Promise<void>;
  /**
   * Counts one hit on `key` in the fixed window starting at `windowStart` (epoch ms) and lasting
   * `windowMs`. @returns false, counting nothing, when the window already holds `limit` hits.
   */
  hit(key: string, windowStart: number, windowMs: number, limit: number): Promise<boolean>;
}
