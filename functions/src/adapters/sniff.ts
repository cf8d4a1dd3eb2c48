// The core entry: buffer sniffing only, and resolvable from both ESM (Lambda) and Jest's CommonJS.
import { fileTypeFromBuffer } from 'file-type/core';

/** The real MIME type of some bytes, from their magic numbers (file-type), or undefined. Names and declared types are ignored. */
export async function sniffMime(bytes: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.mime;
}
