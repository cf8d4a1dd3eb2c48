import { imageModelRequest } from './openai-image-size';

describe('image model sizes', () => {
  it('It should pick the size nearest to the slot aspect among those each model accepts', () => {
    const wide = { width: 1200, height: 675 }, tall = { width: 400, height: 700 }, square = { width: 500, height: 450 };
    expect([wide, tall, square].map((s) => imageModelRequest('gpt-image-1', s).size)).toEqual(['1536x1024', '1024x1536', '1024x1024']);
    expect([wide, tall, square].map((s) => imageModelRequest('dall-e-3', s).size)).toEqual(['1792x1024', '1024x1792', '1024x1024']);
    expect(imageModelRequest('dall-e-2', wide).size).toBe('1024x1024');
    expect(imageModelRequest('gpt-image-2', wide).size).toBe('1536x864');
    expect(imageModelRequest('gpt-image-2', { width: 100, height: 1000 }).size).toBe('512x1536'); // clamped to 1:3
  });

  it('It should send response_format only to dall-e models and JPEG output only to GPT image models', () => {
    expect(imageModelRequest('dall-e-3', { width: 1, height: 1 })).toMatchObject({ responseFormat: 'b64_json' });
    expect(imageModelRequest('gpt-image-1-mini', { width: 1, height: 1 })).toEqual({ size: '1024x1024', extra: { output_format: 'jpeg', output_compression: 90 } });
    expect(imageModelRequest('llava-local', { width: 1, height: 1 })).toEqual({ size: '1024x1024', extra: {} });
  });
});
