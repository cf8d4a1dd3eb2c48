import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, rect } from './svg';

/** Trade-specific props: potter's wheel, salon chair and mirror, scissors, dental chair, dog, cat, backpack. */

/** Potter's wheel with a clay form being thrown, and a stool. */
export function wheel(c: Ctx, x: number, y: number, s: number): string {
  const body = mix('#8a8f98', c.t.primary, 0.1), clay = mix('#b9835a', c.t.primary, 0.1);
  return [ellipse(x, y, s * 1.1, s * 0.08, c.t.shadow, { op: 0.18 }), path(`M${n(x - s * 0.9)} ${n(y)}V${n(y - s * 0.5)}H${n(x + s * 0.9)}V${n(y)}Z`, body), ellipse(x, y - s * 0.5, s * 0.9, s * 0.16, tint(body, 0.25)),
    ellipse(x, y - s * 0.55, s * 0.42, s * 0.08, shade(body, 0.3)), path(`M${n(x - s * 0.28)} ${n(y - s * 0.55)}C${n(x - s * 0.4)} ${n(y - s * 0.8)} ${n(x - s * 0.14)} ${n(y - s * 0.95)} ${n(x - s * 0.18)} ${n(y - s * 1.15)}H${n(x + s * 0.18)}C${n(x + s * 0.14)} ${n(y - s * 0.95)} ${n(x + s * 0.4)} ${n(y - s * 0.8)} ${n(x + s * 0.28)} ${n(y - s * 0.55)}Z`, c.defs.lin([[0, tint(clay, 0.2)], [1, shade(clay, 0.2)]], 0, 0, 1, 0)),
    path(`M${n(x - s * 0.3)} ${n(y - s * 0.75)}Q${n(x)} ${n(y - s * 0.7)} ${n(x + s * 0.3)} ${n(y - s * 0.75)}`, 'none', { stroke: shade(clay, 0.25), sw: 2, op: 0.6 }),
    rect(x + s * 1.1, y - s * 0.55, s * 0.5, s * 0.1, c.t.primary, { rx: 3 }), path(`M${n(x + s * 1.2)} ${n(y - s * 0.45)}V${n(y)}M${n(x + s * 1.5)} ${n(y - s * 0.45)}V${n(y)}`, 'none', { stroke: shade(c.t.text, 0.1), sw: s * 0.04 })].join('');
}

/** Arched salon mirror with a soft reflection. */
export function mirror(c: Ctx, x: number, y: number, w: number, h: number): string {
  const frame = mix('#c9a25f', c.t.primary, 0.2);
  const d = (i: number) => `M${n(x + i)} ${n(y + h - i)}V${n(y + w / 2)}A${n(w / 2 - i)} ${n(w / 2 - i)} 0 0 1 ${n(x + w - i)} ${n(y + w / 2)}V${n(y + h - i)}Z`;
  return [path(d(0), frame), path(d(6), c.defs.lin([[0, mix('#dfe9ef', c.t.bg, 0.2)], [1, mix('#b9c9d4', c.t.second, 0.15)]], 0, 0, 1, 1)),
    path(`M${n(x + w * 0.25)} ${n(y + h * 0.55)}L${n(x + w * 0.55)} ${n(y + h * 0.25)}M${n(x + w * 0.3)} ${n(y + h * 0.7)}L${n(x + w * 0.7)} ${n(y + h * 0.3)}`, 'none', { stroke: '#ffffff', sw: w * 0.04, op: 0.5, round: true })].join('');
}

/** Hairdresser's scissors (two rings and crossing blades). */
export function scissors(c: Ctx, x: number, y: number, s: number, col: string): string {
  const steel = '#9aa1ab';
  return g([path(`M${n(x - s * 0.1)} ${n(y + s * 0.2)}L${n(x + s * 0.35)} ${n(y - s * 0.6)}M${n(x + s * 0.1)} ${n(y + s * 0.2)}L${n(x - s * 0.35)} ${n(y - s * 0.6)}`, 'none', { stroke: steel, sw: s * 0.08, round: true }),
    circle(x - s * 0.2, y + s * 0.4, s * 0.2, 'none', { stroke: col, sw: s * 0.07 }), circle(x + s * 0.2, y + s * 0.4, s * 0.2, 'none', { stroke: col, sw: s * 0.07 }), circle(x, y, s * 0.04, shade(steel, 0.3))]);
}

/** Salon chair on a hydraulic pedestal. */
export function salonChair(c: Ctx, x: number, y: number, s: number, col: string): string {
  const steel = '#9aa1ab';
  return [ellipse(x, y, s * 0.6, s * 0.06, c.t.shadow, { op: 0.2 }), ellipse(x, y - s * 0.03, s * 0.45, s * 0.06, steel), rect(x - s * 0.05, y - s * 0.5, s * 0.1, s * 0.47, steel),
    rect(x - s * 0.5, y - s * 0.68, s * 1, s * 0.2, col, { rx: s * 0.08 }), rect(x - s * 0.45, y - s * 1.45, s * 0.9, s * 0.8, shade(col, 0.08), { rx: s * 0.2 }),
    rect(x - s * 0.62, y - s * 0.85, s * 0.18, s * 0.1, shade(col, 0.2), { rx: 3 }), rect(x + s * 0.44, y - s * 0.85, s * 0.18, s * 0.1, shade(col, 0.2), { rx: 3 })].join('');
}

/** Reclining dental chair with its lamp arm. */
export function dentalChair(c: Ctx, x: number, y: number, s: number, col: string): string {
  const steel = '#9aa1ab';
  return [ellipse(x, y, s * 1.1, s * 0.08, c.t.shadow, { op: 0.2 }), rect(x - s * 0.12, y - s * 0.5, s * 0.24, s * 0.5, steel),
    path(`M${n(x - s * 1.1)} ${n(y - s * 1.2)}Q${n(x - s * 1.15)} ${n(y - s * 0.95)} ${n(x - s * 0.8)} ${n(y - s * 0.85)}L${n(x - s * 0.3)} ${n(y - s * 0.55)}H${n(x + s * 0.6)}L${n(x + s * 1.1)} ${n(y - s * 0.35)}V${n(y - s * 0.2)}L${n(x + s * 0.6)} ${n(y - s * 0.4)}H${n(x - s * 0.4)}L${n(x - s * 0.95)} ${n(y - s * 0.7)}Z`, col),
    path(`M${n(x + s * 0.9)} ${n(y)}V${n(y - s * 1.6)}L${n(x + s * 0.2)} ${n(y - s * 1.8)}`, 'none', { stroke: steel, sw: s * 0.05, round: true }), ellipse(x + s * 0.1, y - s * 1.72, s * 0.22, s * 0.1, tint(c.t.second, 0.3))].join('');
}

/** A dog standing, side view silhouette with a collar. */
export function dog(c: Ctx, x: number, y: number, s: number, col: string): string {
  const legs = `M${n(x - s * 0.45)} ${n(y - s * 0.45)}V${n(y)}M${n(x - s * 0.25)} ${n(y - s * 0.45)}V${n(y)}M${n(x + s * 0.3)} ${n(y - s * 0.45)}V${n(y)}M${n(x + s * 0.48)} ${n(y - s * 0.45)}V${n(y)}`;
  return [ellipse(x, y, s * 0.8, s * 0.06, c.t.shadow, { op: 0.2 }), path(legs, 'none', { stroke: shade(col, 0.1), sw: s * 0.13, round: true }), ellipse(x, y - s * 0.58, s * 0.62, s * 0.26, col),
    path(`M${n(x - s * 0.6)} ${n(y - s * 0.7)}q${n(-s * 0.25)} ${n(-s * 0.15)} ${n(-s * 0.3)} ${n(-s * 0.4)}`, 'none', { stroke: col, sw: s * 0.08, round: true }),
    circle(x + s * 0.65, y - s * 0.95, s * 0.24, col), ellipse(x + s * 0.88, y - s * 0.88, s * 0.16, s * 0.1, col), ellipse(x + s * 0.55, y - s * 1.02, s * 0.09, s * 0.2, shade(col, 0.25), { tf: `rotate(20 ${n(x + s * 0.55)} ${n(y - s * 1.02)})` }),
    path(`M${n(x + s * 0.45)} ${n(y - s * 0.8)}l${n(s * 0.25)} ${n(-s * 0.05)}`, 'none', { stroke: c.t.primary, sw: s * 0.06, round: true })].join('');
}

/** A cat sitting, seen from the side, tail curled. */
export function cat(c: Ctx, x: number, y: number, s: number, col: string): string {
  return [ellipse(x, y, s * 0.45, s * 0.05, c.t.shadow, { op: 0.2 }), path(`M${n(x - s * 0.3)} ${n(y)}Q${n(x - s * 0.4)} ${n(y - s * 0.7)} ${n(x)} ${n(y - s * 0.85)}Q${n(x + s * 0.3)} ${n(y - s * 0.6)} ${n(x + s * 0.25)} ${n(y)}Z`, col),
    circle(x, y - s * 0.95, s * 0.2, col), path(`M${n(x - s * 0.17)} ${n(y - s * 1.05)}l${n(s * 0.02)} ${n(-s * 0.2)}l${n(s * 0.12)} ${n(s * 0.1)}ZM${n(x + s * 0.17)} ${n(y - s * 1.05)}l${n(-s * 0.02)} ${n(-s * 0.2)}l${n(-s * 0.12)} ${n(s * 0.1)}Z`, col),
    path(`M${n(x + s * 0.25)} ${n(y - s * 0.05)}q${n(s * 0.35)} 0 ${n(s * 0.3)} ${n(-s * 0.35)}`, 'none', { stroke: col, sw: s * 0.07, round: true })].join('');
}

/** Hiker's backpack beside a blank trail signpost. */
export function backpackAndSign(c: Ctx, x: number, y: number, s: number): string {
  const pack = c.t.primary, wood = mix('#8a6446', c.t.primary, 0.1);
  return [ellipse(x, y, s * 0.6, s * 0.06, c.t.shadow, { op: 0.25 }), rect(x - s * 0.32, y - s * 0.95, s * 0.64, s * 0.95, pack, { rx: s * 0.18 }), rect(x - s * 0.24, y - s * 0.45, s * 0.48, s * 0.32, shade(pack, 0.18), { rx: s * 0.08 }),
    path(`M${n(x - s * 0.32)} ${n(y - s * 0.7)}h${n(s * 0.64)}`, 'none', { stroke: shade(pack, 0.3), sw: s * 0.04 }), rect(x - s * 0.36, y - s * 1.02, s * 0.72, s * 0.12, c.t.second, { rx: s * 0.06 }),
    path(`M${n(x + s * 0.9)} ${n(y)}V${n(y - s * 1.7)}`, 'none', { stroke: wood, sw: s * 0.08 }), path(`M${n(x + s * 0.7)} ${n(y - s * 1.6)}h${n(s * 0.6)}l${n(s * 0.15)} ${n(s * 0.1)}l${n(-s * 0.15)} ${n(s * 0.1)}h${n(-s * 0.6)}ZM${n(x + s * 1.1)} ${n(y - s * 1.25)}h${n(-s * 0.6)}l${n(-s * 0.15)} ${n(s * 0.1)}l${n(s * 0.15)} ${n(s * 0.1)}h${n(s * 0.6)}Z`, tint(wood, 0.2))].join('');
}

/**
 * A hatchback seen from the side, facing right, its underside at y (wheels below it to y + wheel
 * radius): body in col, glass, light and bumper, two wheels with hubs. Length ≈ 3.2 s.
 */
export function car(c: Ctx, x: number, y: number, s: number, col: string): string {
  const L = s * 3.2, x0 = x - L / 2, r = s * 0.34, tyre = c.t.dark ? '#4a505a' : '#2a2e35', hub = '#c9ced6';
  const body = `M${n(x0)} ${n(y)}V${n(y - s * 0.55)}Q${n(x0)} ${n(y - s * 0.7)} ${n(x0 + s * 0.2)} ${n(y - s * 0.72)}L${n(x0 + s * 0.75)} ${n(y - s * 1.2)}`
    + `H${n(x0 + L * 0.62)}L${n(x0 + L * 0.78)} ${n(y - s * 0.74)}L${n(x0 + L - s * 0.12)} ${n(y - s * 0.66)}Q${n(x0 + L)} ${n(y - s * 0.6)} ${n(x0 + L)} ${n(y - s * 0.45)}V${n(y)}Z`;
  const glass = mix('#cfe0ea', c.t.bg, 0.2);
  return [ellipse(x, y + r * 1.02, L * 0.5, Math.max(2, s * 0.05), c.t.shadow, { op: 0.2 }), path(body, col),
    path(`M${n(x0 + s * 0.95)} ${n(y - s * 1.1)}H${n(x0 + L * 0.42)}V${n(y - s * 0.76)}H${n(x0 + s * 0.62)}Z`, glass),
    path(`M${n(x0 + L * 0.45)} ${n(y - s * 1.1)}H${n(x0 + L * 0.6)}L${n(x0 + L * 0.72)} ${n(y - s * 0.76)}H${n(x0 + L * 0.45)}Z`, glass),
    path(`M${n(x0 + L * 0.44)} ${n(y - s * 0.74)}V${n(y - s * 0.1)}`, 'none', { stroke: shade(col, 0.2), sw: 2 }),
    rect(x0 + L - s * 0.2, y - s * 0.6, s * 0.16, s * 0.1, '#fff3c4', { rx: 2 }), rect(x0 + s * 0.02, y - s * 0.58, s * 0.1, s * 0.1, '#e0565b', { rx: 2 }),
    rect(x0 - s * 0.04, y - s * 0.18, L + s * 0.08, s * 0.12, shade(col, 0.3), { rx: 3 }),
    ...[x0 + L * 0.2, x0 + L * 0.8].flatMap((wx) => [circle(wx, y, r, tyre), circle(wx, y, r * 0.5, hub), circle(wx, y, r * 0.16, shade(hub, 0.3))])].join('');
}

/** A stack of three tyres. */
export function tyres(c: Ctx, x: number, y: number, s: number): string {
  const rubber = c.t.dark ? '#4a505a' : '#2f333a', h = s * 0.22, w = s * 0.8;
  const out = [ellipse(x, y, w * 0.6, Math.max(2, s * 0.04), c.t.shadow, { op: 0.2 })];
  for (let k = 0; k < 3; k++) {
    const ty = y - h * (k + 1);
    out.push(rect(x - w / 2, ty, w, h - 2, rubber, { rx: h * 0.45 }), path(`M${n(x - w * 0.3)} ${n(ty + h * 0.45)}H${n(x + w * 0.3)}`, 'none', { stroke: tint(rubber, 0.2), sw: 2 }));
  }
  return out.join('');
}

/** An upright piano seen from the front: case in wood, keyboard (white keys, black keys in groups), music on the rest, a stool. */
export function piano(c: Ctx, x: number, y: number, s: number): string {
  const wood = c.t.dark ? '#3b2a22' : mix('#4a3428', c.t.primary, 0.1), w = s * 2.2, top = y - s * 1.9, keysY = y - s * 1.0;
  const out = [ellipse(x, y, w * 0.55, Math.max(2, s * 0.05), c.t.shadow, { op: 0.2 }), rect(x - w / 2, top, w, s * 1.9, wood, { rx: 4 }), rect(x - w / 2 - s * 0.05, top - s * 0.06, w + s * 0.1, s * 0.08, shade(wood, 0.2), { rx: 2 }),
    rect(x - w / 2 + s * 0.12, top + s * 0.18, w - s * 0.24, s * 0.55, shade(wood, -0.12), { rx: 3 }),
    rect(x - s * 0.35, top + s * 0.28, s * 0.7, s * 0.4, '#fbfaf6', { rx: 2 }), rect(x - w / 2 - s * 0.08, keysY - s * 0.04, w + s * 0.16, s * 0.08, shade(wood, 0.15)),
    rect(x - w / 2 + s * 0.04, keysY + s * 0.04, w - s * 0.08, s * 0.2, '#fbfaf6')];
  let lines = '', staff = '';
  for (let k = 0; k < 4; k++) staff += `M${n(x - s * 0.28)} ${n(top + s * (0.36 + k * 0.08))}h${n(s * 0.56)}`;
  out.push(path(staff, 'none', { stroke: shade(c.t.text, 0.1), sw: 1, op: 0.45 }));
  const keys = 21, kw = (w - s * 0.08) / keys;
  for (let k = 1; k < keys; k++) lines += `M${n(x - w / 2 + s * 0.04 + k * kw)} ${n(keysY + s * 0.04)}v${n(s * 0.2)}`;
  out.push(path(lines, 'none', { stroke: '#c9c4b8', sw: 1 }));
  for (let k = 0; k < keys - 1; k++) if (![2, 6, 9, 13, 16, 20].includes(k % 21) && k % 7 !== 2 && k % 7 !== 6) out.push(rect(x - w / 2 + s * 0.04 + (k + 1) * kw - kw * 0.3, keysY + s * 0.04, kw * 0.6, s * 0.12, '#1f1b18'));
  out.push(path(`M${n(x - w / 2 + s * 0.1)} ${n(y)}V${n(keysY + s * 0.24)}M${n(x + w / 2 - s * 0.1)} ${n(y)}V${n(keysY + s * 0.24)}`, 'none', { stroke: shade(wood, 0.25), sw: s * 0.1 }));
  out.push(rect(x - s * 0.4, y - s * 0.5, s * 0.8, s * 0.12, c.t.primary, { rx: s * 0.05 }), path(`M${n(x - s * 0.32)} ${n(y)}V${n(y - s * 0.38)}M${n(x + s * 0.32)} ${n(y)}V${n(y - s * 0.38)}`, 'none', { stroke: shade(wood, 0.1), sw: s * 0.06 }));
  return out.join('');
}

/** An acoustic guitar upright on a floor stand. */
export function guitar(c: Ctx, x: number, y: number, s: number, col: string): string {
  const body = mix('#c98d4f', col, 0.15), edge = shade(body, 0.35), neckTop = y - s * 2.1;
  return [ellipse(x, y, s * 0.4, Math.max(2, s * 0.04), c.t.shadow, { op: 0.2 }), path(`M${n(x - s * 0.3)} ${n(y)}L${n(x)} ${n(y - s * 0.2)}L${n(x + s * 0.3)} ${n(y)}`, 'none', { stroke: '#6b7078', sw: s * 0.04 }),
    rect(x - s * 0.05, neckTop, s * 0.1, s * 1.3, shade(body, 0.45), { rx: 2 }), rect(x - s * 0.08, neckTop - s * 0.22, s * 0.16, s * 0.24, shade(body, 0.5), { rx: 3 }),
    circle(x, y - s * 0.5, s * 0.4, body, { stroke: edge, sw: 2 }), circle(x, y - s * 0.98, s * 0.3, body, { stroke: edge, sw: 2 }), rect(x - s * 0.26, y - s * 0.86, s * 0.52, s * 0.3, body),
    circle(x, y - s * 0.85, s * 0.1, shade(body, 0.6)), rect(x - s * 0.12, y - s * 0.42, s * 0.24, s * 0.05, shade(body, 0.55), { rx: 2 }),
    path(`M${n(x - s * 0.02)} ${n(neckTop)}V${n(y - s * 0.42)}M${n(x + s * 0.02)} ${n(neckTop)}V${n(y - s * 0.42)}`, 'none', { stroke: '#e8e4da', sw: 0.8, op: 0.8 })].join('');
}

/** A music stand with a sheet of music. */
export function musicStand(c: Ctx, x: number, y: number, s: number): string {
  const steel = '#6b7078';
  let staff = '';
  for (let k = 0; k < 5; k++) staff += `M${n(x - s * 0.26)} ${n(y - s * 1.5 + k * s * 0.06)}h${n(s * 0.52)}`;
  return [path(`M${n(x)} ${n(y - s * 1.2)}V${n(y)}M${n(x - s * 0.3)} ${n(y)}L${n(x)} ${n(y - s * 0.25)}L${n(x + s * 0.3)} ${n(y)}`, 'none', { stroke: steel, sw: s * 0.04 }),
    rect(x - s * 0.36, y - s * 1.62, s * 0.72, s * 0.46, '#fbfaf6', { stroke: steel, sw: 2 }), path(staff, 'none', { stroke: shade(c.t.text, 0.1), sw: 1, op: 0.5 })].join('');
}

/** A mop in a bucket, a spray bottle and a caddy of cleaning bottles on the floor. */
export function cleaningKit(c: Ctx, x: number, y: number, s: number): string {
  const bucket = c.t.primary, steel = '#9aa1ab', cloth = tint(c.t.second, 0.5);
  const bottle = (bx: number, h: number, col: string) => [rect(bx - s * 0.07, y - h, s * 0.14, h, col, { rx: s * 0.03 }), rect(bx - s * 0.04, y - h - s * 0.06, s * 0.08, s * 0.07, '#ffffff')].join('');
  return [ellipse(x + s * 0.4, y, s * 1.2, Math.max(2, s * 0.05), c.t.shadow, { op: 0.18 }),
    path(`M${n(x - s * 0.05)} ${n(y - s * 0.3)}L${n(x + s * 0.35)} ${n(y - s * 1.9)}`, 'none', { stroke: mix('#b98b5e', c.t.primary, 0.1), sw: s * 0.05, round: true }),
    path(`M${n(x - s * 0.32)} ${n(y - s * 0.5)}H${n(x + s * 0.32)}L${n(x + s * 0.25)} ${n(y)}H${n(x - s * 0.25)}Z`, bucket), rect(x - s * 0.34, y - s * 0.54, s * 0.68, s * 0.06, shade(bucket, 0.2), { rx: 2 }),
    path(`M${n(x - s * 0.3)} ${n(y - s * 0.5)}Q${n(x)} ${n(y - s * 0.8)} ${n(x + s * 0.3)} ${n(y - s * 0.5)}`, 'none', { stroke: steel, sw: s * 0.03 }),
    rect(x + s * 0.55, y - s * 0.3, s * 0.7, s * 0.3, tint(c.t.second, 0.2), { rx: s * 0.04 }), bottle(x + s * 0.68, s * 0.55, '#7cc4d8'), bottle(x + s * 0.9, s * 0.48, tint(c.t.primary, 0.35)), bottle(x + s * 1.1, s * 0.6, '#9fd8a8'),
    rect(x + s * 0.56, y - s * 0.3, s * 0.68, s * 0.1, shade(tint(c.t.second, 0.2), 0.1)),
    path(`M${n(x + s * 1.45)} ${n(y)}V${n(y - s * 0.55)}Q${n(x + s * 1.45)} ${n(y - s * 0.65)} ${n(x + s * 1.55)} ${n(y - s * 0.68)}H${n(x + s * 1.7)}V${n(y - s * 0.6)}H${n(x + s * 1.62)}V${n(y)}Z`, '#e9f3f7'),
    rect(x + s * 1.44, y - s * 0.4, s * 0.19, s * 0.22, cloth)].join('');
}

/** Four-pointed sparkles (a just-cleaned shine) at the given points, size s each. */
export function sparkles(points: readonly (readonly [number, number])[], s: number, col: string): string {
  const d = points.map(([x, y], i) => {
    const r = s * (i % 2 ? 0.6 : 1);
    return `M${n(x)} ${n(y - r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + r)}Q${n(x)} ${n(y)} ${n(x - r)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - r)}Z`;
  }).join('');
  return path(d, col, { op: 0.9 });
}
