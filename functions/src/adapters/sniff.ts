import { fileTypeFromBuffer } from 'file-type';

/** The real MIME type of some bytes, from their magic numbers (file-type), or undefined. Names and declared types are ignored. */
export async function sniffMime(bytes: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.mime;
}
