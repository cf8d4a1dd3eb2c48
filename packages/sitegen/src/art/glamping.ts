import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, g, n, path, rect } from './svg';
import { bellTent, campChair, campfire, caravan, domeTent, ground, hookUp, lights } from './camp-kit';
import type { Kit } from './glamp-units';
import { airstream, bollard, geodome, gravelBay, lodge, logCabin, motorhome, pod, safariTent, shepherdsHut, tipi, treehouse, wagon, yurt } from './glamp-units';
import type { PitchUnit } from './pitch-words';

/**
 * A pitch card whose title names its unit (art/pitch-words.ts) where campsite.ts would not draw it: a glamping site's
 * shepherd's hut, treehouse, yurt, safari tent, pod, tipi, dome, cabin, lodge, static caravan, wagon or Airstream, a
 * holiday park's hardstanding, or one of campsite.ts's own three (a tent, a caravan on hook-up, a bell tent) on a card
 * other than its own. The card's position sets what stands beside the unit, so two cards naming one kind differ: the
 * first two camping chairs (the unit in the primary), the second a picnic bench with a lantern (the unit in the
 * second colour), the third strings of lights and a campfire, its windows lit (the unit in a mix of the two).
 */
export function unitCard(c: Ctx, unit: PitchUnit): string {
  const { W, H, t } = c;
  const out: string[] = [];
  const top = ground(c, out), s = Math.min(W, H * 1.3), pos = c.variant % 3, lit = pos === 2;
  const tent = t.dark ? tint(t.primary, 0.1) : t.primary;
  const paint = [tent, t.second, mix(tent, t.second, 0.5)][pos]!;
  const wood = mix('#a7744a', t.second, 0.08);
  const kit: Kit = {
    col: paint, canvas: mix('#f3ead8', t.bg, 0.15), wood, woodDark: shade(wood, 0.38), glass: t.dark ? '#39465a' : '#bcd7ea',
    leaf: mix('#5d9156', t.second, 0.1), leafDark: shade(mix('#4f7f55', t.second, 0.12), 0.12), tin: mix('#aab1b8', t.second, 0.08),
  };
  const y = top + (H - top) * 0.55;
  const [k, left, right] = FOOTPRINT[unit];
  const size = s * k, l = left * size, r = right * size;
  const cx = Math.min(W * 0.98 - r, Math.max(W * 0.02 + l, W * [0.42, 0.56, 0.5][pos]!));
  // Props go on the side with more grass (the first and third card's to the right, the second's to the left, when they
  // fit), clear of the unit; a caravan's chairs and bench under its awning.
  const roomL = cx - l, roomR = W - cx - r, half = pos === 2 ? s * 0.06 : s * 0.11;
  const toRight = pos === 1 ? roomL < half * 2 && roomR > roomL : !(roomR < half * 2 && roomL > roomR);
  const px = unit === 'hookup' && pos < 2 ? cx - size * 0.72
    : toRight ? Math.min(W - half - W * 0.02, cx + r + half + s * 0.02) : Math.max(half + W * 0.02, cx - l - half - s * 0.02);
  if (lit && unit !== 'treehouse') {
    out.push(lights(c, W * 0.08, y - s * 0.38, W * 0.48, y - s * 0.42), lights(c, W * 0.52, y - s * 0.42, W * 0.92, y - s * 0.36),
      path(`M${n(W * 0.08)} ${n(y - s * 0.38)}V${n(y + H * 0.02)}M${n(W * 0.92)} ${n(y - s * 0.36)}V${n(y + H * 0.02)}`, 'none', { stroke: '#7a5234', sw: Math.max(2, s * 0.01) }));
  }
  out.push(drawUnit(c, unit, cx, y, size, kit, lit));
  if (pos === 0) out.push(campChair(px - s * 0.05, y + H * 0.03, s * 0.16, t.second), campChair(px + s * 0.05, y + H * 0.02, s * 0.15, mix(t.second, '#f2c14e', 0.5)));
  else if (pos === 1) out.push(picnicBench(px, y + H * 0.035, s * 0.2, kit));
  else out.push(campfire(px, y + H * 0.05, s * 0.09));
  return g(out);
}

/** Each unit's size (a share of the card's scale) and how far it reaches left and right of its middle (shares of that size). */
const FOOTPRINT: Record<PitchUnit, readonly [number, number, number]> = {
  tent: [0.42, 0.62, 0.62], hookup: [0.5, 0.94, 0.86], bell: [0.5, 0.6, 0.6], hardstanding: [0.56, 0.66, 0.66],
  shepherd: [0.46, 0.56, 0.56], treehouse: [0.68, 0.5, 0.34], yurt: [0.52, 0.56, 0.56], safari: [0.56, 0.56, 0.56],
  pod: [0.5, 0.5, 0.5], tipi: [0.36, 0.56, 0.56], dome: [0.5, 0.58, 0.58], cabin: [0.5, 0.5, 0.5],
  lodge: [0.6, 0.54, 0.54], static: [0.6, 0.54, 0.54], wagon: [0.5, 0.8, 0.44], airstream: [0.54, 0.66, 0.52],
};

/** The unit itself at (x, y), `size` its scale. */
function drawUnit(c: Ctx, unit: PitchUnit, x: number, y: number, size: number, k: Kit, lit: boolean): string {
  switch (unit) {
    case 'tent': return domeTent(x, y, size, k.col);
    case 'bell': return bellTent(x, y, size, k.canvas);
    case 'hookup': {
      // campsite.ts's caravan on hook-up: the awning out on its pole, the post and its cable.
      const wall = x - size / 2, roof = y - size * 0.08 - size * 0.45, edge = wall - size * 0.42;
      return g([path(`M${n(wall)} ${n(roof + size * 0.05)}L${n(edge)} ${n(roof + size * 0.16)}V${n(roof + size * 0.22)}H${n(wall)}Z`, mix(k.col, '#ffffff', 0.45), { op: 0.95 }),
        path(`M${n(edge + size * 0.015)} ${n(roof + size * 0.2)}V${n(y)}`, 'none', { stroke: '#4a4f57', sw: 2 }),
        caravan(x, y, size, k.col, k.glass), hookUp(x + size * 0.72, y + c.H * 0.02, size * 0.23, x + size / 2, y - size * 0.13)]);
    }
    case 'hardstanding': return g([gravelBay(x - size * 0.66, x + size * 0.66, y - size * 0.12, y + c.H * 0.06, k, () => c.rng.next()),
      motorhome(x - size * 0.06, y, size, k), bollard(x + size * 0.56, y + c.H * 0.02, size * 0.16, x + size * 0.4, y - size * 0.1, mix('#5d6b63', k.col, 0.1))]);
    case 'shepherd': return shepherdsHut(x, y, size, k);
    case 'treehouse': return treehouse(x, y, size, k, lit);
    case 'yurt': return yurt(x, y, size, k);
    case 'safari': return safariTent(x, y, size, k, lit);
    case 'pod': return pod(x, y, size, k);
    case 'tipi': return tipi(x, y, size, k);
    case 'dome': return geodome(x, y, size, k, lit);
    case 'cabin': return logCabin(x, y, size, k, lit);
    case 'lodge': return lodge(x, y, size, k, true, lit);
    case 'static': return lodge(x, y, size, k, false, lit);
    case 'wagon': return wagon(x, y, size, k);
    case 'airstream': return airstream(c.defs, x, y, size, k);
  }
}

/** A picnic bench at (x, y), s long: the table on its crossed legs, a bench along the front, a lantern on the top. */
function picnicBench(x: number, y: number, s: number, k: Kit): string {
  const ty = y - s * 0.38, by = y - s * 0.2, leg = { stroke: k.woodDark, sw: Math.max(2, s * 0.035) };
  return g([rect(x - s * 0.5, y - s * 0.02, s, s * 0.05, '#000000', { op: 0.1, rx: s * 0.02 }),
    path(`M${n(x - s * 0.34)} ${n(ty)}L${n(x - s * 0.44)} ${n(y)}M${n(x - s * 0.34)} ${n(ty)}L${n(x - s * 0.24)} ${n(y)}M${n(x + s * 0.34)} ${n(ty)}L${n(x + s * 0.24)} ${n(y)}M${n(x + s * 0.34)} ${n(ty)}L${n(x + s * 0.44)} ${n(y)}`, 'none', leg),
    rect(x - s / 2, ty - s * 0.05, s, s * 0.06, k.wood), rect(x - s * 0.46, by, s * 0.92, s * 0.045, shade(k.wood, 0.1)),
    rect(x + s * 0.12, ty - s * 0.17, s * 0.08, s * 0.12, k.woodDark, { rx: s * 0.015 }), rect(x + s * 0.135, ty - s * 0.15, s * 0.05, s * 0.08, '#ffd58a'),
    circle(x + s * 0.16, ty - s * 0.2, s * 0.02, 'none', { stroke: k.woodDark, sw: Math.max(1, s * 0.01) })]);
}
