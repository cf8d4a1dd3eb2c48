import { hostName } from '../naming';
import { isHashedAsset, RESOURCE_ID, resourceId } from './gcp-edge-names';

describe('edge resource names', () => {
  it('should keep a slug that already is a valid resource id', () => {
    // Act / Assess
    expect(resourceId('cafe-aurora-1a2b3c')).toBe('cafe-aurora-1a2b3c');
    expect(resourceId('cafe-aurora-1a2b3c', { prefix: 'sitewright-' })).toBe('sitewright-cafe-aurora-1a2b3c');
  });

  it('should make a valid id of anything else, at most 63 characters, with a hash that keeps look-alikes apart', () => {
    // Act
    const ids = [
      resourceId('1-cafe'),
      resourceId(`${'a'.repeat(60)}-1a2b3c`, { prefix: 'sitewright-' }),
      resourceId('a-b.example.com', { prefix: 'sitewright-', alwaysHash: true }),
      resourceId('a.b-example.com', { prefix: 'sitewright-', alwaysHash: true }),
      resourceId('---', { alwaysHash: true }),
    ];

    // Assess
    for (const id of ids) {
      expect(id).toMatch(RESOURCE_ID);
      expect(id.length).toBeLessThanOrEqual(63);
    }
    expect(ids[0]).toMatch(/^cafe-[0-9a-f]{6}$/);
    expect(ids[2]).not.toBe(ids[3]);
    expect(resourceId('a-b.example.com', { prefix: 'sitewright-', alwaysHash: true })).toBe(ids[2]);
  });

  it('should normalise a domain, and tell content-hashed assets from pages', () => {
    // Act / Assess
    expect(hostName(' WWW.Example.COM. ')).toBe('www.example.com');
    expect(hostName('www.example.com:3001')).toBe('www.example.com');
    expect(hostName('www.example.com..')).toBe('www.example.com');
    expect(['/assets/style.1a2b3c4d.css', '/assets/script.0f9e8d7c.js', '/img-0a1b2c3d4e.webp'].every(isHashedAsset)).toBe(true);
    expect(['/', '/index.html', '/404.html', '/logo.png', '/art-hero.svg'].some(isHashedAsset)).toBe(false);
  });
});
