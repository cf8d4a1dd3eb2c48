import { parseConfig } from '../../config';
import { createImageSources } from './create-image-sources';

const env = { JWT_SECRET: 'x'.repeat(40) };
const names = (extra: Record<string, string>) => createImageSources(parseConfig({ ...env, ...extra })).map((s) => s.name);

describe('createImageSources', () => {
  it('It should configure no photo source by default (offline artwork only)', () => {
    expect(names({})).toEqual([]);
    expect(names({ UNSPLASH_ACCESS_KEY: '', PEXELS_API_KEY: '', OPENAI_IMAGE_MODEL: '' })).toEqual([]);
  });

  it('It should list each configured source in priority order: Unsplash, Pexels, the image model', () => {
    expect(names({ OPENAI_API_KEY: 'sk', OPENAI_IMAGE_MODEL: 'gpt-image-1', PEXELS_API_KEY: 'p', UNSPLASH_ACCESS_KEY: 'u' }))
      .toEqual(['unsplash', 'pexels', 'openai']);
    expect(names({ PEXELS_API_KEY: 'p' })).toEqual(['pexels']);
  });

  it('It should use an image model only on a configured provider', () => {
    expect(names({ OPENAI_IMAGE_MODEL: 'gpt-image-1' })).toEqual([]);
    expect(names({ OPENAI_IMAGE_MODEL: 'sdxl', OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1' })).toEqual(['openai']);
  });
});

describe('imageSourceNames', () => {
  it('It should name exactly the sources createImageSources builds, in the same order', async () => {
    const { imageSourceNames } = await import('./source-names');
    const configs: Record<string, string>[] = [
      {}, { UNSPLASH_ACCESS_KEY: 'u' }, { PEXELS_API_KEY: 'p' }, { OPENAI_IMAGE_MODEL: 'gpt-image-1' },
      { OPENAI_IMAGE_MODEL: 'gpt-image-1', OPENAI_API_KEY: 'k' }, { UNSPLASH_ACCESS_KEY: 'u', PEXELS_API_KEY: 'p', OPENAI_IMAGE_MODEL: 'm', OPENAI_BASE_URL: 'http://127.0.0.1:1' },
    ];
    for (const c of configs) expect(imageSourceNames(parseConfig({ ...env, ...c }))).toEqual(names(c));
    expect(imageSourceNames(parseConfig({ ...env, UNSPLASH_ACCESS_KEY: 'u', PEXELS_API_KEY: 'p' }))).toEqual(['unsplash', 'pexels']);
  });
});
