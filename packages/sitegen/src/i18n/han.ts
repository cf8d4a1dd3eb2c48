/**
 * Japanese or Chinese, for text written in Han characters only (no kana), as a brief of names and keywords
 * can be ("渋谷駅前歯科医院"). Trigram detectors read any Han text as Chinese; the character sets of the
 * national standards tell them apart better: a character in Japan's JIS X 0208 but in neither GB 2312
 * (Simplified Chinese) nor Big5 (Traditional Chinese) is a Japanese form (駅 歯 県 沢 焼), and one in GB 2312
 * but not JIS X 0208 is a Simplified one (们 诊 预 约). The sets are read from the runtime's own decoders
 * (WHATWG Encoding: Shift_JIS, GBK, Big5) rather than copied here.
 */

interface HanSets { jis: Set<string>; gb: Set<string>; big5: Set<string> }
let sets: HanSets | null | undefined;

/** Every Han character a double-byte encoding decodes from the lead × trail byte ranges given. */
function hanOf(encoding: string, leads: [number, number][], trails: [number, number][]): Set<string> {
  const bytes: number[] = [];
  for (const [first, last] of leads) {
    for (let lead = first; lead <= last; lead++) {
      for (const [from, to] of trails) for (let trail = from; trail <= to; trail++) bytes.push(lead, trail);
    }
  }
  const text = new TextDecoder(encoding).decode(new Uint8Array(bytes));
  return new Set([...text].filter((c) => /\p{Script=Han}/u.test(c)));
}

/** Built once, on the first kana-less Han text (about 40 ms); null where the runtime lacks the decoders. */
function hanSets(): HanSets | null {
  if (sets !== undefined) return sets;
  try {
    // JIS X 0208 only: Shift_JIS leads from 0xED on are NEC/IBM extensions and user-defined rows.
    const jis = hanOf('shift_jis', [[0x81, 0x9f], [0xe0, 0xea]], [[0x40, 0x7e], [0x80, 0xfc]]);
    const gb = hanOf('gbk', [[0xb0, 0xf7]], [[0xa1, 0xfe]]); // GB 2312's hanzi rows inside GBK
    // Big5's frequent and less frequent hanzi, without the Hong Kong (HKSCS) rows WHATWG's Big5 adds.
    const big5 = hanOf('big5', [[0xa4, 0xc6], [0xc9, 0xf9]], [[0x40, 0x7e], [0xa1, 0xfe]]);
    sets = { jis, gb, big5 };
  } catch {
    sets = null; // a runtime built without ICU's legacy encodings: every Han text stays Chinese
  }
  return sets;
}

/**
 * `'ja'` when Han-only text has more Japanese-only character forms than Simplified-only ones, else `'zh'`
 * (Han is Chinese's own script; so is the tie, and any text with no telling character).
 */
export function hanLanguage(text: string): 'ja' | 'zh' {
  const s = hanSets();
  if (!s) return 'zh';
  let ja = 0;
  let zh = 0;
  for (const c of text) {
    if (s.jis.has(c) && !s.gb.has(c) && !s.big5.has(c)) ja++;
    else if (s.gb.has(c) && !s.jis.has(c)) zh++;
  }
  return ja > zh ? 'ja' : 'zh';
}
