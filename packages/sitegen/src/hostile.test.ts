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
    expect(els.filter((e) => e.tag === 'img')).toHaveLength(0);
    expect(els.filter((e) => e.tag === 'b')).toHaveLength(0);
    for (const e of els) {
      expect(Object.keys(e.attrs).filter((a) => a.startsWith('on'))).toEqual([]);
      for (const v of Object.values(e.attrs)) expect(v).not.toMatch(/^\s*javascript:/i);
    }
    const title = els.find((e) => e.tag === 'title')!.text;
    expect(title).toContain("<script>alert('x')</script> Labs");
    expect(els.find((e) => e.tag === 'h1')!.text).toBe('Security testing </title><img src=x onerror=alert(1)> and "quotes" & ampersands');
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
