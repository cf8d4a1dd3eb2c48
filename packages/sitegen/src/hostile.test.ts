import { generateSite } from './generate';
import { createOfflineWriter } from './offline-writer';
import { HOSTILE } from './test-fixtures';
import { elements } from './test-dom';

describe('the hostile brief (last entry of briefs.json)', () => {
  it('It should render the hostile strings as visible text and run nothing', async () => {
    const { files } = await generateSite(HOSTILE, { writer: createOfflineWriter() });
    const html = files['index.html'];
    const els = elements(html);
    // Only our own two script elements: script.js and the JSON-LD data block.
    expect(els.filter((e) => e.tag === 'script').map((e) => e.attrs.src ?? e.attrs.type)).toEqual(['script.js', 'application/ld+json']);
    expect(els.filter((e) => e.tag === 'iframe')).toHaveLength(0);
    // Only the site's own artwork files; the brief's text reaches them only as escaped alt text.
    for (const img of els.filter((e) => e.tag === 'img')) expect(img.attrs.src).toMatch(/^art-[a-z0-9-]+\.svg$/);
    expect(els.filter((e) => e.tag === 'b')).toHaveLength(0);
    for (const e of els) {
      expect(Object.keys(e.attrs).filter((a) => a.startsWith('on'))).toEqual([]);
      // alt is text for people, never a URL: a feature named "javascript:alert(1)" may label its picture.
      for (const [k, v] of Object.entries(e.attrs)) if (k !== 'alt') expect(v).not.toMatch(/^\s*javascript:/i);
    }
    const title = els.find((e) => e.tag === 'title')!.text;
    expect(title).toContain("<script>alert('x')</script> Labs");
    // The headline leaves bracketed asides out (issue 15 §3), so "alert(1)" reads "alert".
    expect(els.find((e) => e.tag === 'h1')!.text).toBe('Security testing </title><img src=x onerror=alert> and "quotes" & ampersands');
    // The lead never repeats the headline (issue 15 §3): the audience, tags and all, is text in it.
    expect(els.some((e) => e.tag === 'p' && e.text.includes('People who type <b>tags</b> into forms'))).toBe(true);
    expect(els.some((e) => e.tag === 'h3' && e.text === 'javascript:alert(1)')).toBe(true);
    expect(els.some((e) => e.tag === 'h3' && e.text === '<iframe src=//evil>')).toBe(true);
    expect(html).toContain('{{7*7}} ${7*7}');
  });

  it('It should keep the JSON-LD block closed and parseable', async () => {
    const { files } = await generateSite(HOSTILE, { writer: createOfflineWriter() });
    const ld = elements(files['index.html']).find((e) => e.attrs.type === 'application/ld+json')!.text;
    expect(ld).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(ld).name).toBe("<script>alert('x')</script> Labs");
  });
});
