/**
 * Photo sources and the image processor for generated sites (issue 15), behind core's ports in
 * `@sitewright/core/projects/images`. The generate worker builds the sources with
 * {@link createImageSources}, calls `source.find(req, signal)` per slot within IMAGE_SOURCE_TIMEOUT_MS
 * (falling back to the next source, in the end to the offline artwork), then
 * `createSharpProcessor().process(bytes, slot)`.
 */
export { createImageSources, type ImageSourcesConfig } from './create-image-sources';
export { ImageSourceError, type ImageSourceFailure } from './errors';
export { createOpenAIImageSource, type OpenAIImageSourceOptions } from './openai-image-source';
export { createPexelsSource, type PexelsSourceOptions } from './pexels-source';
export { createSharpProcessor, MAX_INPUT_PIXELS, type SharpProcessorOptions } from './sharp-processor';
export { createUnsplashSource, type UnsplashSourceOptions } from './unsplash-source';
