import * as lucide from 'lucide-static';

/**
 * Inline SVG icons from lucide-static (ISC), so icons cost no request (issue 3 §5). Icons are stored in the
 * site model by kebab-case name; only names in this allowlist render, which keeps a stored model from
 * pulling arbitrary markup and keeps the JS bundle lookups explicit.
 */
const ICONS = {
  'sparkles': lucide.Sparkles, 'check': lucide.Check, 'circle-check': lucide.CircleCheck, 'zap': lucide.Zap,
  'star': lucide.Star, 'landmark': lucide.Landmark, 'receipt': lucide.Receipt, 'camera': lucide.Camera,
  'share': lucide.Share2, 'graduation-cap': lucide.GraduationCap, 'chart': lucide.ChartColumn, 'clock': lucide.Clock,
  'utensils': lucide.UtensilsCrossed, 'flame': lucide.Flame, 'armchair': lucide.Armchair, 'leaf': lucide.Leaf,
  'rotate': lucide.RotateCcw, 'truck': lucide.Truck, 'file-text': lucide.FileText, 'scale': lucide.Scale,
  'shield-check': lucide.ShieldCheck, 'video': lucide.Video, 'tag': lucide.Tag, 'trending': lucide.TrendingUp,
  'calendar': lucide.CalendarCheck, 'heart-pulse': lucide.HeartPulse, 'shield': lucide.Shield, 'users': lucide.Users,
  'luggage': lucide.Luggage, 'mountain': lucide.Mountain, 'ticket': lucide.Ticket, 'music': lucide.Music, 'mic': lucide.Mic, 'headphones': lucide.Headphones,
  'shirt': lucide.Shirt, 'hand-heart': lucide.HandHeart, 'map-pin': lucide.MapPin, 'book': lucide.BookOpen,
  'id-card': lucide.IdCard, 'party': lucide.PartyPopper, 'activity': lucide.Activity, 'bell': lucide.Bell,
  'plug': lucide.Plug, 'wifi': lucide.Wifi, 'coffee': lucide.Coffee, 'croissant': lucide.Croissant,
  'message': lucide.MessageSquare, 'phone': lucide.Phone, 'mail': lucide.Mail, 'arrow-right': lucide.ArrowRight,
  'menu': lucide.Menu, 'x': lucide.X, 'quote': lucide.Quote, 'target': lucide.Target, 'rocket': lucide.Rocket,
  'layers': lucide.Layers, 'lightbulb': lucide.Lightbulb, 'handshake': lucide.Handshake, 'package': lucide.Package,
  'shopping-bag': lucide.ShoppingBag, 'briefcase': lucide.Briefcase, 'palette': lucide.Palette, 'home': lucide.House,
  'search': lucide.Search, 'lock': lucide.Lock, 'globe': lucide.Globe, 'heart': lucide.Heart, 'smile': lucide.Smile,
  'pencil': lucide.PencilRuler, 'gift': lucide.Gift, 'image': lucide.Image, 'building': lucide.Building, 'trees': lucide.Trees,
  'cake': lucide.CakeSlice, 'sandwich': lucide.Sandwich, 'soup': lucide.Soup, 'fish': lucide.Fish, 'pizza': lucide.Pizza, 'martini': lucide.Martini, 'ice-cream': lucide.IceCreamCone, 'beer': lucide.Beer, 'hop': lucide.Hop, 'wine': lucide.Wine, 'bed': lucide.Bed, 'bed-double': lucide.BedDouble, 'car': lucide.Car, 'bed-single': lucide.BedSingle, 'wrench': lucide.Wrench, 'scissors': lucide.Scissors,
} as const satisfies Record<string, string>;

export type IconName = keyof typeof ICONS;

/** True when `name` is an icon the renderer can draw. */
export function isIcon(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(ICONS, name);
}

const cache = new Map<string, string>();

/**
 * The icon as a compact inline `<svg>`: decorative (aria-hidden), sized and stroked by CSS (class `i`:
 * the stroke attributes every Lucide icon repeats live once in style.css), license comment and
 * whitespace stripped (about half the bytes). Unknown names give ''.
 */
export function icon(name: string): string {
  const hit = cache.get(name);
  if (hit !== undefined) return hit;
  const raw: string = isIcon(name) ? ICONS[name] : '';
  const svg = raw
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .replace(/ \/>/g, '/>')
    .replace(/<svg[^>]*>/, '<svg class="i" viewBox="0 0 24 24" aria-hidden="true">')
    .trim();
  cache.set(name, svg);
  return svg;
}
