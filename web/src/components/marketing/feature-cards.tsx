import { Icon, type IconName } from '../ui/icons';

const features: { icon: IconName; title: string; text: string }[] = [
  { icon: 'sparkles', title: 'AI-Powered Generation', text: 'Describe your business in a few lines; get copy, layout and design written for your audience.' },
  { icon: 'code', title: 'Clean Code Output', text: 'Semantic, accessible HTML with compiled CSS and no third-party requests. Copy it or download it.' },
  { icon: 'rocket', title: 'One-Click Deployment', text: 'Publish to Google Cloud behind a global CDN, with a GitHub repository for the code.' },
  { icon: 'eye', title: 'Smart Templates', text: 'Start from a community template and the form fills itself in: industry, style and all.' },
];

const benefits = [
  'A complete site in seconds, not weeks',
  'Responsive from phone to desktop',
  'Refine any section by describing the change',
  'Accessible, fast pages that search engines understand',
  'Your code in your own GitHub repository',
  'No design or coding skills needed',
];

/** Home's four feature cards (SPEC §2). */
export function FeatureCards() {
  return (
    <section id="features" aria-labelledby="features-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="features-title" className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Everything you need to launch</h2>
        <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((f) => (
            <li key={f.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-indigo-600 text-white"><Icon name={f.icon} /></span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{f.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Home's checklist of benefits (SPEC §2). */
export function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="benefits-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Why teams build with Sitewright</h2>
          <p className="mt-3 text-slate-600">Startups, product teams, agencies and small businesses use Sitewright to go from idea to live page the same afternoon.</p>
        </div>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {benefits.map((b) => (
            <li key={b} className="flex items-start gap-3 text-slate-800">
              <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"><Icon name="check" className="h-3.5 w-3.5" /></span>{b}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
