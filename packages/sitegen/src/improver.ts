import type { Block, SiteModel } from './model';

/**
 * The section-improver port (issue 3 §7): given one block and an instruction, return the new block.
 * The offline improver edits the structured block; the OpenAI improver returns model-written HTML in
 * `block.html` (sanitized). Either way only that block changes.
 */

/** An uploaded picture for improve: a data: URL (png, jpeg, gif, webp), its alt text, and optionally
 * the file name under which the host stores it beside index.html (then the page references the file
 * instead of embedding the data URL, which keeps the site model small). */
export interface ImproveImage { dataUrl: string; alt: string; fileName?: string }

/** What an improver gets. `src` is what an <img> for the uploaded image must use (file name or data URL). */
export interface ImproveInput {
  site: SiteModel;
  block: Block;
  /** The block's current outer HTML in index.html. */
  html: string;
  prompt: string;
  image?: ImproveImage & { src: string };
}

/** A section improver. `improve` resolves with the replacement block (same id and kind) or rejects
 * with ValidationError (instruction not understood) or UpstreamError (provider failed). */
export interface SectionImprover {
  name: string;
  /** `changes`: what changed, in words, for the owner ("Heading changed to …"); absent when the improver cannot tell. */
  improve(input: ImproveInput): Promise<{ block: Block; changes?: string[] }>;
}
