import type { Ctx } from './ctx';
import { sibling, threeViews } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, circleD as dot, ellipse, n, path, rect } from './svg';
import { bouquetTop } from './objects';
import { armchair, curtains } from './props-rooms';

/**
 * A venue for hire's own spaces (choose-blueprint `VENUE_HIRE`: a wedding venue, a barn for weddings, a function
 * room), instead of landscapes that say nothing of the venue: the reception room laid for a celebration (timber
 * trusses, festoon lights, long tables in white cloths with candles and flowers), the ceremony (rows of chairs
 * either side of an aisle up to a floral arch on the lawn) and the bridal suite (a dress hung by the window, a
 * dressing table with its mirror, an armchair) and its grounds at dusk (the barn lit from inside, festoon lights strung to the
 * trees, guests on the lawn). Wide shots; `threeViews` gives siblings a closer and a mirrored view.
 */
export function venueHire(c: Ctx): string {
  const scene = venueScene(c);
  if (scene === 'ceremony') return threeViews(c, 'ceremony', ceremony(c), [1.35, 0.5, 0.45], [1.25, 0.44, 0.5]);
  if (scene === 'suite') return threeViews(c, 'suite', bridalSuite(c), [1.4, 0.42, 0.6], [1.3, 0.6, 0.6]);
  if (scene === 'grounds') return threeViews(c, 'grounds', grounds(c), [1.35, 0.45, 0.55], [1.25, 0.55, 0.55]);
  return threeViews(c, 'reception', reception(c), [1.4, 0.5, 0.6], [1.25, 0.4, 0.58]);
}

/** The three spaces, in the order a gallery walks them. */
const SCENES = ['reception', 'ceremony', 'grounds', 'suite'] as const;
type Scene = (typeof SCENES)[number];

/** What a card's title names: a ceremony, the couple's suite, else the room where the celebration is held. */
const CARD_SCENES: readonly (readonly [RegExp, Scene])[] = [
  [/ceremon|aisle|vows|chapel|orangery|ceremonia|cerim[oó]nia|c[ée]r[ée]monie|trauung|cerimonia|ceremonie|挙式|仪式|مراسم/iu, 'ceremony'],
  [/bridal|brides?\b|grooms?\b|suite|dressing|getting ready|nupcial|novia|noiva|mari[ée]e|braut|sposa|bruids|ブライダル|新娘|العروس/iu, 'suite'],
  [/garden|grounds|lawn|terrace|courtyard|outdoor|parkland|lake|views?\b|jard[ií]n|jardim|jardin|parc\b|garten|park\b|giardino|parco|tuin|庭|花园|حديقة/iu, 'grounds'],
];

/**
 * The scene a picture shows: a service card the space its title names (a reception room when it names none of
 * the others), the hero the reception room, the about or benefits picture the ceremony, gallery tiles the three
 * spaces in turn from a per-project offset (`sibling`).
 */
export function venueScene(c: Pick<Ctx, 'slot' | 'labels' | 'family' | 'seed' | 'variant'>): Scene {
  if (c.slot === 'services') return CARD_SCENES.find(([re]) => re.test(c.labels[0] ?? ''))?.[1] ?? 'reception';
  if (c.slot === 'gallery') return SCENES[sibling(c, SCENES.length, 'venue')]!;
  if (c.slot && c.slot !== 'hero') return 'ceremony';
  return 'reception';
}


/** Warm bulbs on sagging cables, each [x1, x2, y, sag, bulbs]: the cables, halos and bulbs in three elements. */
function festoons(strings: readonly (readonly [number, number, number, number, number])[], r: number): string {
  let cable = '', halo = '', bulb = '';
  for (const [x1, x2, y, sag, k] of strings) {
    cable += `M${n(x1)} ${n(y)}Q${n((x1 + x2) / 2)} ${n(y + sag * 2)} ${n(x2)} ${n(y)}`;
    for (let i = 1; i < k; i++) {
      const t = i / k, bx = x1 + (x2 - x1) * t, by = y + sag * 4 * t * (1 - t) + r * 1.2;
      halo += dot(bx, by, r * 2.4);
      bulb += dot(bx, by, r);
    }
  }
  return path(cable, 'none', { stroke: '#3a3530', sw: Math.max(1, r * 0.25) }) + path(halo, '#ffe7a3', { op: 0.22 }) + path(bulb, '#fff2c4');
}

/** A dressed table side-on: white cloth to the floor, candles, posies and glasses along it. */
function longTable(c: Ctx, x0: number, x1: number, top: number, floor: number, s: number): string {
  const cloth = c.t.dark ? '#eceae4' : '#fbfaf6', fold = shade(cloth, 0.07), green = '#5f8f5a';
  const out = [ellipse((x0 + x1) / 2, floor, (x1 - x0) * 0.55, s * 0.06, c.t.shadow, { op: 0.2 }), rect(x0, top, x1 - x0, floor - top, cloth, { rx: s * 0.02 })];
  let folds = '', candles = '', flames = '', glows = '', glasses = '';
  for (let fx = x0 + s * 0.35; fx < x1 - s * 0.1; fx += s * 0.55) folds += `M${n(fx)} ${n(top + s * 0.06)}V${n(floor)}`;
  const flowers = [c.t.second, tint(c.t.primary, 0.5), '#f3d6dc', '#ffffff'];
  // Along the table: a candle, a posy (every other time), a glass, in turn.
  for (let i = 0, px = x0 + s * 0.3; px < x1 - s * 0.2; px += s * 0.42, i++) {
    if (i % 3 === 1) out.push(bouquetTop(c, c.rng, px, top, s * 0.3, flowers, green, 5));
    else if (i % 3 === 0) { candles += `M${n(px - s * 0.025)} ${n(top)}v${n(-s * 0.2)}h${n(s * 0.05)}v${n(s * 0.2)}Z`; flames += dot(px, top - s * 0.24, s * 0.03); glows += dot(px, top - s * 0.24, s * 0.1); }
    else glasses += `M${n(px - s * 0.05)} ${n(top - s * 0.16)}L${n(px)} ${n(top - s * 0.06)}L${n(px + s * 0.05)} ${n(top - s * 0.16)}ZM${n(px)} ${n(top - s * 0.06)}V${n(top)}`;
  }
  out.push(path(folds, 'none', { stroke: fold, sw: Math.max(1, s * 0.02) }), path(candles, '#f7f1e3'), path(glows, '#ffe7a3', { op: 0.25 }), path(flames, '#ffd36b'),
    path(glasses, '#dfeef3', { stroke: '#c4d6dc', sw: 1 }));
  return out.join('');
}

/** Cross-back wooden chairs seen from behind at each x, their seats hidden by the cloth in front: one element. */
function backChairs(xs: readonly number[], floor: number, s: number, wood: string): string {
  let d = '';
  for (const x of xs) {
    d += `M${n(x - s * 0.16)} ${n(floor)}V${n(floor - s * 0.85)}H${n(x + s * 0.16)}V${n(floor)}`
      + `M${n(x - s * 0.15)} ${n(floor - s * 0.48)}L${n(x + s * 0.15)} ${n(floor - s * 0.8)}M${n(x + s * 0.15)} ${n(floor - s * 0.48)}L${n(x - s * 0.15)} ${n(floor - s * 0.8)}`;
  }
  return path(d, 'none', { stroke: wood, sw: s * 0.045, round: true });
}

/** The reception room: a timber barn's trusses and plank walls, open doors to the evening, festoon lights, two long tables laid. */
function reception(c: Ctx): string {
  const { W, H, t } = c;
  const timber = t.dark ? mix('#6b4a33', t.primary, 0.1) : mix('#b58a62', t.primary, 0.08), plank = shade(timber, 0.12);
  const wall = t.dark ? mix('#4a3526', t.bg, 0.3) : mix('#e6d3bd', t.bg, 0.25);
  const floorY = H * 0.72, s = Math.min(W * 0.16, H * 0.26);
  const out = [rect(0, 0, W, H, wall)];
  let planks = '';
  for (let x = W * 0.02; x < W; x += W * 0.045) planks += `M${n(x)} 0V${n(floorY)}`;
  out.push(path(planks, 'none', { stroke: shade(wall, 0.06), sw: 1.5 }));
  // The open double doors at the back, the evening garden beyond.
  const dx = W * 0.5, dw = W * 0.14, dTop = H * 0.28;
  out.push(rect(dx - dw / 2, dTop, dw, floorY - dTop, c.defs.lin([[0, mix('#f6c98e', t.second, 0.15)], [1, mix('#a9c78e', t.second, 0.1)]])),
    ellipse(dx, floorY, dw * 0.5, H * 0.03, '#a3c585'), path(`M${n(dx)} ${n(dTop)}V${n(floorY)}`, 'none', { stroke: plank, sw: W * 0.006 }),
    rect(dx - dw / 2 - W * 0.012, dTop - H * 0.015, dw + W * 0.024, H * 0.02, timber));
  // The trusses: a tie beam, rafters rising to the ridge, king posts; purlins along the roof.
  for (const [k, sc] of [[0.5, 1], [0.18, 0.8], [0.82, 0.8]] as const) {
    const cx = W * k, span = W * 0.3 * sc, beam = H * 0.2;
    out.push(path(`M${n(cx - span)} ${n(beam)}L${n(cx)} ${n(-H * 0.06)}L${n(cx + span)} ${n(beam)}`, 'none', { stroke: timber, sw: W * 0.014 * sc, round: true }),
      rect(cx - span, beam, span * 2, H * 0.022 * sc, timber), path(`M${n(cx)} ${n(0)}V${n(beam)}`, 'none', { stroke: plank, sw: W * 0.01 * sc }),
      path(`M${n(cx)} ${n(beam)}L${n(cx - span * 0.45)} ${n(beam * 0.45)}M${n(cx)} ${n(beam)}L${n(cx + span * 0.45)} ${n(beam * 0.45)}`, 'none', { stroke: plank, sw: W * 0.007 * sc }));
  }
  // Festoon lights looping across under the beams.
  out.push(festoons([[0, W * 0.5, H * 0.24, H * 0.05, 8], [W * 0.5, W, H * 0.24, H * 0.05, 8], [W * 0.1, W * 0.9, H * 0.3, H * 0.06, 12]], Math.max(1.5, s * 0.035)));
  // The floor boards.
  const boards = t.dark ? shade(timber, 0.25) : mix('#c9a57e', t.primary, 0.06);
  out.push(rect(0, floorY, W, H - floorY, c.defs.lin([[0, boards], [1, shade(boards, 0.12)]])));
  out.push(path([1, 2, 3, 4].map((i) => `M0 ${n(floorY + (H - floorY) * i * 0.2)}H${n(W)}`).join(''), 'none', { stroke: shade(boards, 0.15), sw: 1, op: 0.6 }));
  // The far table (smaller) with its chairs, then the near one.
  // The far table, its chairs seen from behind it, then the near one's end in the foreground with its own chairs.
  const wood = shade(timber, 0.2), far = s * 0.8, farFloor = floorY + H * 0.07;
  const xs: number[] = [];
  for (let x = W * 0.1; x < W * 0.9; x += far * 0.6) xs.push(x);
  out.push(backChairs(xs, farFloor - far * 0.02, far, wood), longTable(c, W * 0.06, W * 0.94, farFloor - far * 0.6, farFloor, far));
  const near = s * 1.25, nearFloor = H * 1.02, nx0 = W * 0.3;
  const nearChairs: number[] = [];
  for (let x = nx0 + near * 0.4; x < W; x += near * 0.62) nearChairs.push(x);
  out.push(backChairs(nearChairs, nearFloor, near, wood), longTable(c, nx0, W * 1.04, nearFloor - near * 0.6, nearFloor, near));
  return out.join('');
}

/** The ceremony on the lawn: trees, a floral arch, two blocks of white chairs either side of an aisle and its runner. */
function ceremony(c: Ctx): string {
  const { W, H, t } = c;
  const horizon = H * 0.5, grass = mix('#8fbf7a', t.second, 0.12), leaf = '#5f8f5a';
  const out = [rect(0, 0, W, H, c.defs.lin([[0, mix('#a9d2ef', t.second, 0.15)], [1, mix('#f6efe2', t.bg, 0.3)]])),
    circle(W * 0.82, H * 0.16, Math.min(W, H) * 0.06, '#fff4d6')];
  // Trees along the far edge of the lawn.
  for (let i = 0; i < 9; i++) {
    const tx = W * (i / 8), th = H * (0.16 + ((i * 37) % 5) * 0.02);
    out.push(ellipse(tx, horizon - th * 0.5, W * 0.07, th * 0.6, shade(leaf, (i % 3) * 0.06)));
  }
  out.push(rect(0, horizon, W, H - horizon, c.defs.lin([[0, grass], [1, shade(grass, 0.1)]])));
  // The arch at the end of the aisle, dressed with greenery and flowers.
  const ax = W * 0.5, aw = W * 0.12, aTop = H * 0.22, aFoot = horizon + H * 0.04;
  out.push(path(`M${n(ax - aw)} ${n(aFoot)}V${n(aTop + aw)}A${n(aw)} ${n(aw)} 0 0 1 ${n(ax + aw)} ${n(aTop + aw)}V${n(aFoot)}`, 'none', { stroke: '#f4efe6', sw: W * 0.012 }));
  const flowers = [t.second, tint(t.primary, 0.45), '#f3d6dc', '#ffffff'];
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI * (1 - i / 8), fx = ax + Math.cos(a) * aw, fy = aTop + aw - Math.sin(a) * aw;
    out.push(ellipse(fx, fy, W * 0.022, W * 0.016, shade(leaf, (i % 2) * 0.1)), circle(fx + W * 0.006, fy - W * 0.004, W * 0.009, flowers[i % flowers.length]!));
  }
  for (const side of [-1, 1]) out.push(ellipse(ax + side * aw, aFoot - H * 0.02, W * 0.03, H * 0.03, leaf), circle(ax + side * aw, aFoot - H * 0.035, W * 0.01, flowers[0]!));
  // The aisle's runner, widening toward the viewer.
  out.push(path(`M${n(ax - W * 0.03)} ${n(aFoot)}L${n(ax + W * 0.03)} ${n(aFoot)}L${n(ax + W * 0.12)} ${n(H)}L${n(ax - W * 0.12)} ${n(H)}Z`, '#f7f3ec'));
  // Rows of chairs, each nearer row larger and lower, either side of the aisle (backs, seats and legs one element each).
  const chairCol = '#fbfaf7', edge = shade(chairCol, 0.18);
  let backs = '', seats = '', legs = '', stems = '';
  const posies = flowers.map(() => '');
  for (let row = 0; row < 6; row++) {
    const d = row / 5, y = aFoot + (H - aFoot) * (0.12 + d * 0.8), cs = W * (0.018 + d * 0.035), gap = W * (0.035 + d * 0.09);
    for (const side of [-1, 1]) for (let k = 0; k < 4; k++) {
      const cx = ax + side * (gap + k * cs * 1.35 + cs * 0.5);
      backs += `M${n(cx - cs * 0.5)} ${n(y - cs * 1.6)}h${n(cs)}v${n(cs * 1.1)}h${n(-cs)}Z`;
      seats += `M${n(cx - cs * 0.55)} ${n(y - cs * 0.55)}h${n(cs * 1.1)}v${n(cs * 0.18)}h${n(-cs * 1.1)}Z`;
      legs += `M${n(cx - cs * 0.45)} ${n(y - cs * 0.4)}V${n(y)}M${n(cx + cs * 0.45)} ${n(y - cs * 0.4)}V${n(y)}`;
    }
    // A posy tied to the aisle end of each row.
    for (const side of [-1, 1]) {
      posies[row % flowers.length] += dot(ax + side * gap * 0.96, y - cs * 1.2, cs * 0.28);
      stems += `M${n(ax + side * gap * 0.96 - cs * 0.22)} ${n(y - cs * 0.95)}h${n(cs * 0.44)}`;
    }
  }
  out.push(path(legs, 'none', { stroke: edge, sw: Math.max(1, W * 0.003) }), path(backs, chairCol, { stroke: edge, sw: 1 }), path(seats, chairCol, { stroke: edge, sw: 1 }),
    path(stems, 'none', { stroke: leaf, sw: Math.max(1.5, W * 0.006), round: true }), ...posies.map((d, i) => (d ? path(d, flowers[i]!) : '')));
  // Petals on the runner.
  let petals = '';
  for (let i = 0; i < 14; i++) {
    const py = aFoot + (H - aFoot) * ((i * 0.61) % 1), spread = W * (0.03 + 0.09 * ((py - aFoot) / (H - aFoot)));
    petals += dot(ax + spread * (((i * 0.37) % 1) * 2 - 1), py, W * 0.005);
  }
  out.push(path(petals, '#f0b9c4'));
  return out.join('');
}

/** The grounds at dusk: the barn's glass doors lit from inside, festoon lights strung from its eaves to the trees, guests on the lawn. */
function grounds(c: Ctx): string {
  const { W, H, t } = c;
  const horizon = H * 0.62;
  const out = [rect(0, 0, W, H, c.defs.lin([[0, mix('#3c4a7a', t.primary, 0.15)], [0.6, mix('#e9a27a', t.second, 0.2)], [1, mix('#f6d6a8', t.bg, 0.2)]])),
    circle(W * 0.18, H * 0.5, Math.min(W, H) * 0.07, '#ffe2b0', { op: 0.8 })];
  // Trees along the edge of the lawn, dark against the sky.
  let trees = '';
  for (let i = 0; i < 7; i++) { const tx = W * (0.02 + i * 0.16), r = H * (0.12 + (i % 3) * 0.03); trees += dot(tx, horizon - r * 0.6, r); }
  out.push(path(trees, mix('#2f4a3a', t.primary, 0.1)), rect(0, horizon, W, H - horizon, c.defs.lin([[0, mix('#5e8a52', t.second, 0.1)], [1, mix('#3e6a3a', t.primary, 0.08)]])));
  // The barn: dark timber walls, a pitched roof, tall glass doors glowing.
  const bx = W * (c.behindText ? 0.56 : 0.46), bw = W * 0.44, by = horizon + H * 0.06, timber = mix('#4a3526', t.primary, 0.1);
  out.push(path(`M${n(bx)} ${n(by)}V${n(by - H * 0.22)}L${n(bx + bw / 2)} ${n(by - H * 0.4)}L${n(bx + bw)} ${n(by - H * 0.22)}V${n(by)}Z`, timber),
    path(`M${n(bx - W * 0.015)} ${n(by - H * 0.21)}L${n(bx + bw / 2)} ${n(by - H * 0.41)}L${n(bx + bw + W * 0.015)} ${n(by - H * 0.21)}`, 'none', { stroke: shade(timber, 0.4), sw: H * 0.025 }));
  for (let k = 0; k < 3; k++) {
    const gx = bx + bw * (0.2 + k * 0.22), gw = bw * 0.16;
    out.push(rect(gx, by - H * 0.2, gw, H * 0.2, '#ffd98a'), path(`M${n(gx + gw / 2)} ${n(by - H * 0.2)}V${n(by)}`, 'none', { stroke: timber, sw: W * 0.004 }));
  }
  out.push(path(`M${n(bx + bw * 0.15)} ${n(by)}L${n(bx - bw * 0.1)} ${n(H)}H${n(bx + bw * 1.1)}L${n(bx + bw * 0.85)} ${n(by)}Z`, '#ffd98a', { op: 0.18 }));
  // Festoon lights from the eaves to the trees.
  out.push(festoons([[bx, W * 0.02, by - H * 0.22, H * 0.05, 9], [bx + bw, W * 0.98, by - H * 0.22, H * 0.04, 6], [bx, W * 0.3, by - H * 0.3, H * 0.06, 7]], Math.max(1.5, H * 0.008)));
  // Guests on the lawn, in silhouette against the glow.
  let guests = '';
  for (const [k, h] of [[0.12, 0.2], [0.18, 0.22], [0.3, 0.19], [0.36, 0.21], [0.88, 0.22], [0.94, 0.2]] as const) {
    const gx = W * k, gy = H * 0.96, gh = H * h;
    guests += `${dot(gx, gy - gh * 0.9, gh * 0.09)}M${n(gx - gh * 0.12)} ${n(gy - gh * 0.78)}h${n(gh * 0.24)}l${n(gh * 0.05)} ${n(gh * 0.45)}h${n(-gh * 0.34)}Z`;
    guests += `M${n(gx - gh * 0.08)} ${n(gy - gh * 0.33)}h${n(gh * 0.06)}v${n(gh * 0.33)}h${n(-gh * 0.06)}ZM${n(gx + gh * 0.02)} ${n(gy - gh * 0.33)}h${n(gh * 0.06)}v${n(gh * 0.33)}h${n(-gh * 0.06)}Z`;
  }
  out.push(path(guests, '#1f1a22'));
  return out.join('');
}

/** The bridal suite: a tall window with curtains, a dress hung beside it, a dressing table with its lit mirror, an armchair, flowers. */
function bridalSuite(c: Ctx): string {
  const { W, H, t } = c;
  const wall = t.dark ? mix(t.bg, t.primary, 0.12) : mix('#f3ebe4', t.bg, 0.3), floorY = H * 0.8;
  const s = Math.min(W * 0.16, H * 0.26);
  const out = [rect(0, 0, W, H, wall), rect(0, floorY - H * 0.22, W, H * 0.22, shade(wall, 0.04)), rect(0, floorY - H * 0.225, W, H * 0.01, tint(wall, 0.5))];
  const carpet = t.dark ? shade(mix('#8a7a6e', t.primary, 0.1), 0.3) : mix('#d9cbbd', t.primary, 0.06);
  out.push(rect(0, floorY, W, H - floorY, c.defs.lin([[0, carpet], [1, shade(carpet, 0.1)]])));
  // The tall window with its curtains.
  const wx = W * 0.12, wy = H * 0.1, ww = W * 0.2, wh = H * 0.55;
  out.push(rect(wx - 6, wy - 6, ww + 12, wh + 12, t.card), rect(wx, wy, ww, wh, c.defs.lin([[0, mix('#a9d2ef', t.second, 0.15)], [1, mix('#fdf0d8', t.bg, 0.3)]])),
    path(`M${n(wx)} ${n(wy + wh)}Q${n(wx + ww * 0.4)} ${n(wy + wh * 0.72)} ${n(wx + ww)} ${n(wy + wh * 0.8)}V${n(wy + wh)}Z`, mix('#9cc48a', t.second, 0.15)),
    path(`M${n(wx + ww / 2)} ${n(wy)}V${n(wy + wh)}M${n(wx)} ${n(wy + wh * 0.4)}H${n(wx + ww)}`, 'none', { stroke: t.card, sw: 5 }), curtains(c, wx, wy, ww, wh));
  // The dress on a padded hanger, hooked on a picture rail.
  const hx = W * 0.44, hy = H * 0.12, dressCol = '#fbf8f2', lace = shade(dressCol, 0.08);
  out.push(path(`M${n(hx)} ${n(hy)}v${n(H * 0.04)}`, 'none', { stroke: '#b59a6a', sw: 2 }),
    path(`M${n(hx - W * 0.045)} ${n(hy + H * 0.06)}L${n(hx)} ${n(hy + H * 0.04)}L${n(hx + W * 0.045)} ${n(hy + H * 0.06)}`, 'none', { stroke: '#d8c7a8', sw: W * 0.008, round: true }),
    path(`M${n(hx - W * 0.035)} ${n(hy + H * 0.06)}Q${n(hx)} ${n(hy + H * 0.09)} ${n(hx + W * 0.035)} ${n(hy + H * 0.06)}L${n(hx + W * 0.028)} ${n(hy + H * 0.25)}L${n(hx + W * 0.11)} ${n(floorY - H * 0.04)}Q${n(hx)} ${n(floorY + H * 0.01)} ${n(hx - W * 0.11)} ${n(floorY - H * 0.04)}L${n(hx - W * 0.028)} ${n(hy + H * 0.25)}Z`, dressCol, { stroke: lace, sw: 1.5 }),
    path(`M${n(hx - W * 0.03)} ${n(hy + H * 0.25)}Q${n(hx)} ${n(hy + H * 0.27)} ${n(hx + W * 0.03)} ${n(hy + H * 0.25)}`, 'none', { stroke: tint(t.primary, 0.35), sw: W * 0.006 }),
    path(`M${n(hx - W * 0.05)} ${n(hy + H * 0.4)}Q${n(hx - W * 0.02)} ${n(floorY - H * 0.1)} ${n(hx - W * 0.07)} ${n(floorY - H * 0.05)}M${n(hx + W * 0.04)} ${n(hy + H * 0.42)}Q${n(hx + W * 0.05)} ${n(floorY - H * 0.1)} ${n(hx + W * 0.08)} ${n(floorY - H * 0.05)}`, 'none', { stroke: lace, sw: 1.5 }));
  // The dressing table, its oval mirror ringed with bulbs, a vase of flowers and a case on it; a stool.
  const tx = W * 0.7, top = floorY - s * 0.75, tw = s * 1.5, wood = t.dark ? '#d9d2c8' : '#fbf9f5';
  out.push(ellipse(tx, floorY, tw * 0.6, s * 0.05, t.shadow, { op: 0.18 }), rect(tx - tw / 2, top, tw, s * 0.08, wood, { stroke: shade(wood, 0.15), sw: 1 }),
    rect(tx - tw * 0.46, top + s * 0.08, tw * 0.26, floorY - top - s * 0.08, wood, { stroke: shade(wood, 0.15), sw: 1 }), rect(tx + tw * 0.2, top + s * 0.08, tw * 0.26, floorY - top - s * 0.08, wood, { stroke: shade(wood, 0.15), sw: 1 }),
    ellipse(tx, top - s * 0.55, s * 0.34, s * 0.45, '#d7a94d'), ellipse(tx, top - s * 0.55, s * 0.3, s * 0.41, mix('#dfe9ee', t.bg, 0.2)),
    path(`M${n(tx - s * 0.2)} ${n(top - s * 0.8)}l${n(s * 0.18)} ${n(s * 0.24)}`, 'none', { stroke: '#ffffff', sw: s * 0.03, op: 0.7 }));
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    out.push(circle(tx + Math.cos(a) * s * 0.38, top - s * 0.55 + Math.sin(a) * s * 0.49, s * 0.03, '#fff2c4'));
  }
  out.push(bouquetTop(c, c.rng, tx + tw * 0.36, top - s * 0.22, s * 0.35, [t.second, '#f3d6dc', '#ffffff', tint(t.primary, 0.45)], '#5f8f5a', 7),
    rect(tx + tw * 0.31, top - s * 0.24, s * 0.14, s * 0.24, tint(t.primary, 0.6), { rx: 2 }), rect(tx - tw * 0.4, top - s * 0.1, s * 0.24, s * 0.1, tint(t.second, 0.4), { rx: 2 }),
    armchair(c, W * 0.93, floorY, s * 0.85, mix('#e8c9c3', t.second, 0.25), -1));
  return out.join('');
}
