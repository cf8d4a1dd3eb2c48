import { CAMPSITE } from '../choose-blueprint';
import type { Ctx } from './ctx';
import { mirrorX, sibling } from './ctx';
import { mix, tint } from './palette';
import { g, n, path } from './svg';
import { bellTent, campChair, campfire, caravan, domeTent, ground, hookUp, lights } from './camp-kit';
import { unitCard } from './glamping';
import type { PitchUnit } from './pitch-words';
import { pitchUnit } from './pitch-words';

/**
 * A campsite's pictures (choose-blueprint `CAMPSITE`, page style `campsite`): its field under the hills.
 * The pitches section's three cards (slot `pitches`) show the unit the card's title names (art/pitch-words.ts:
 * a shepherd's hut, a yurt, hardstanding… drawn by art/glamping.ts); a title naming none, or the unit of its own
 * position, shows what the cards have always shown in the order of the sample words: a dome tent with a camping
 * chair, a caravan plugged into its hook-up post under an awning, and a bell tent strung with lights. Every other
 * picture is the whole field: a caravan, a bell tent and a dome tent on the grass, a campfire with chairs in front.
 * Siblings mirror it and move things along.
 */
export function campsite(c: Ctx): string {
  const flip = sibling(c, 2, 'campsite') === 1 && !c.behindText;
  const body = c.slot === 'pitches' ? pitchCard(c) : wideField(c);
  return flip ? mirrorX(c, body) : body;
}

/**
 * A glamping site's pitch card that its words would picture as a place to stay's bedroom (treehouses and cabins are
 * lodging words too: service.ts): campsite words in the brief, and a title naming its unit.
 */
export function glampingCard(c: Ctx): boolean {
  return c.slot === 'pitches' && CAMPSITE.test(c.words) && pitchUnit(c.labels[0] ?? '') !== null;
}

/** The unit each card draws when its title names none: the order of the sample titles (Tent pitch, Hook-up pitch, Bell tent). */
const OWN: readonly PitchUnit[] = ['tent', 'hookup', 'bell'];

/** One pitch card: a tent with a chair, a caravan on hook-up under its awning, or a bell tent strung with lights. */
function pitchCard(c: Ctx): string {
  // A title naming another unit than the one this card has always drawn (a shepherd's hut, "Bell tents" first) draws that unit.
  const unit = pitchUnit(c.labels[0] ?? '');
  if (unit && unit !== OWN[c.variant % 3]) return unitCard(c, unit);
  const { W, H, t } = c;
  const out: string[] = [];
  const top = ground(c, out), s = Math.min(W, H * 1.3);
  const canvas = mix('#f3ead8', t.bg, 0.15), tent = t.dark ? tint(t.primary, 0.1) : t.primary;
  const y = top + (H - top) * 0.55;
  const kind = c.variant % 3;
  if (kind === 0) out.push(domeTent(W * 0.45, y, s * 0.42, tent), campChair(W * 0.78, y + H * 0.03, s * 0.16, t.second), campChair(W * 0.88, y + H * 0.02, s * 0.15, mix(t.second, '#f2c14e', 0.5)));
  else if (kind === 1) {
    const cx = W * 0.56, wall = cx - s * 0.31, roof = y - s * 0.05 - s * 0.62 * 0.45, edge = wall - s * 0.26;
    // The awning runs out from the caravan's side on two poles.
    out.push(path(`M${n(wall)} ${n(roof + s * 0.03)}L${n(edge)} ${n(roof + s * 0.1)}V${n(roof + s * 0.14)}H${n(wall)}Z`, mix(t.second, '#ffffff', 0.2), { op: 0.95 }),
      path(`M${n(edge + s * 0.01)} ${n(roof + s * 0.12)}V${n(y)}`, 'none', { stroke: '#4a4f57', sw: 2 }),
      caravan(cx, y, s * 0.62, tent, t.dark ? '#39465a' : '#bcd7ea'), hookUp(W * 0.93, y + H * 0.02, s * 0.14, cx + s * 0.31, y - s * 0.08),
      campChair(edge + s * 0.12, y + H * 0.03, s * 0.14, t.second));
  } else out.push(lights(c, W * 0.08, y - s * 0.38, W * 0.48, y - s * 0.42), lights(c, W * 0.52, y - s * 0.42, W * 0.92, y - s * 0.36),
    path(`M${n(W * 0.08)} ${n(y - s * 0.38)}V${n(y + H * 0.02)}M${n(W * 0.92)} ${n(y - s * 0.36)}V${n(y + H * 0.02)}`, 'none', { stroke: '#7a5234', sw: Math.max(2, s * 0.01) }),
    bellTent(W * 0.5, y, s * 0.5, canvas), campfire(W * 0.8, y + H * 0.05, s * 0.09));
  return g(out);
}

/** The whole field: a caravan at the back, a bell tent and a dome tent, a campfire with two chairs in front. */
function wideField(c: Ctx): string {
  const { W, H, t, rng } = c;
  const out: string[] = [];
  const top = ground(c, out), s = Math.min(W, H * 1.4);
  const canvas = mix('#f3ead8', t.bg, 0.15), tent = t.dark ? tint(t.primary, 0.1) : t.primary;
  // Behind a headline everything stands on the end side, the start side only grass and hills.
  const x = (f: number) => (c.behindText ? W * (0.45 + f * 0.55) : W * f);
  const back = top + (H - top) * 0.22, mid = top + (H - top) * 0.5, front = top + (H - top) * 0.8;
  out.push(caravan(x(rng.range(0.12, 0.22)), back, s * 0.26, mix(t.second, tent, 0.3), t.dark ? '#39465a' : '#bcd7ea'),
    bellTent(x(rng.range(0.45, 0.55)), mid, s * 0.3, canvas), domeTent(x(rng.range(0.78, 0.86)), mid + H * 0.04, s * 0.24, tent),
    campfire(x(0.36), front, s * 0.06), campChair(x(0.27), front + H * 0.01, s * 0.1, t.second), campChair(x(0.45), front + H * 0.015, s * 0.1, mix(t.second, '#f2c14e', 0.5)));
  return g(out);
}
