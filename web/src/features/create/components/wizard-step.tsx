import { FORM_INDUSTRIES, STYLES } from '@sitewright/core/mappings';
import { useEffect, useRef } from 'react';
import { Field } from '../../../components/ui/field';
import { SelectField, TextArea } from '../../../components/ui/form-controls';
import { STEPS, type WizardValues } from '../wizard-model';

/** One step of the creation wizard (SPEC §5), its field focused when the step opens. */
export function WizardStep({ step, values, logo, onChange, onLogo, titleLevel }: {
  titleLevel: 2 | 3; step: number; values: WizardValues; logo: File | null; onChange(patch: Partial<WizardValues>): void; onLogo(file: File | null): boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Don't steal focus on page load (the wizard sits below the fold on Home); do it on step changes.
    if (first.current) { first.current = false; return; }
    box.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [step]);
  const s = STEPS[step];
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const title = <Title className="text-xl font-semibold text-slate-900">{s?.title}</Title>;
  const field = (() => {
    switch (step) {
      case 0: return <Field label="Project Name" value={values.business_name} onChange={(e) => onChange({ business_name: e.target.value })} placeholder="e.g. Blue Fern Bakery" required autoComplete="organization" />;
      case 1: return <TextArea label="Project Description" value={values.description} onChange={(e) => onChange({ description: e.target.value })} required placeholder="What does your business do, and what makes it different?" />;
      case 2: return (
        <SelectField label="Industry" value={values.industry} onChange={(e) => onChange({ industry: e.target.value })} required>
          <option value="">Select an industry</option>
          {FORM_INDUSTRIES.map((i) => <option key={i} value={i}>{i}</option>)}
        </SelectField>
      );
      case 3: return <TextArea label="Target Audience" value={values.target_audience} onChange={(e) => onChange({ target_audience: e.target.value })} required placeholder="Who are your customers?" />;
      case 4: return <TextArea label="Key Features (optional)" value={values.key_features} onChange={(e) => onChange({ key_features: e.target.value })} placeholder="Online ordering, Free delivery, Loyalty card" hint="Separate features with commas." />;
      case 5: return (
        <SelectField label="Design Style" value={values.style_preference} onChange={(e) => onChange({ style_preference: e.target.value })} required>
          {STYLES.map((st) => <option key={st.value} value={st.value}>{st.label}</option>)}
        </SelectField>
      );
      default: return (
        <div>
          <label htmlFor="wizard-logo" className="block text-sm font-medium text-slate-700">Logo (optional)</label>
          <input id="wizard-logo" type="file" accept="image/png,image/jpeg,image/gif,image/webp" aria-describedby="wizard-logo-hint"
            onChange={(e) => { if (!onLogo(e.target.files?.[0] ?? null)) e.target.value = ''; }}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100" />
          <p id="wizard-logo-hint" className="mt-1 text-xs text-slate-600">PNG, JPG, GIF up to 256KB</p>
          {logo && <p className="mt-3 text-sm text-slate-700">Selected: <span className="font-medium">{logo.name}</span> ({Math.ceil(logo.size / 1024)} KB)</p>}
        </div>
      );
    }
  })();
  return <div ref={box} className="space-y-4">{title}{field}</div>;
}
