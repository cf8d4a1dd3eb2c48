import { ApiError, errorText } from '@sitewright/api-client';
import { LOGO_MAX_BYTES, WIZARD_STEPS } from '@sitewright/core/limits';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormError, primaryButton, secondaryButton } from '../../../components/ui/field';
import { loginWithRedirect, paths } from '../../../config/paths';
import { generateProject } from '../api/generate-project';
import { uploadLogo } from '../api/upload-logo';
import { draftStore, emptyValues, stepComplete, STEPS, type WizardValues } from '../wizard-model';
import { WizardStep } from './wizard-step';
import { NO_AI_TEXT, useCapabilities } from '../../capabilities/use-capabilities';

export const LOGO_TOO_LARGE = 'Logo too large. Please upload a file under 256KB.';

/**
 * The 7-step creation wizard (SPEC §4, §5): progress bar and dots, Previous / Next (Next disabled
 * until the required step is filled), Generate Website / Generating... on the last step. Signed out or
 * a 401 ▶ /login?redirectTo=/dashboard; success ▶ /preview/{project_id}.
 */
export function CreationWizard({ signedIn, initialValues, templateId, compact, titleLevel = 3 }: {
  signedIn: boolean; initialValues?: WizardValues; templateId?: string | null; compact?: boolean;
  /** Heading level of the step title, to keep the page's outline (Home: 3 under its h2; Dashboard: 2). */
  titleLevel?: 2 | 3;
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState<WizardValues>(() => initialValues ?? draftStore.load() ?? emptyValues);
  const [step, setStep] = useState(0);
  const [logo, setLogo] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const last = step === WIZARD_STEPS - 1;
  // Said plainly where it matters (issue 17 §4): asked for only on the last step.
  const capabilities = useCapabilities(last);
  const canNext = stepComplete(step, values);
  const pct = Math.round(((step + 1) / WIZARD_STEPS) * 100);

  const toLogin = () => {
    draftStore.save(values);
    navigate(loginWithRedirect(paths.dashboard));
  };
  const pickLogo = (file: File | null) => {
    if (file && file.size > LOGO_MAX_BYTES) {
      alert(LOGO_TOO_LARGE);
      setLogo(null);
      return false;
    }
    setLogo(file);
    return true;
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!last) {
      if (canNext) setStep((s) => s + 1);
      return;
    }
    const firstGap = STEPS.findIndex((_, i) => !stepComplete(i, values));
    if (firstGap >= 0) return setStep(firstGap);
    if (!signedIn) return toLogin();
    if (logo && logo.size > LOGO_MAX_BYTES) return void alert(LOGO_TOO_LARGE);
    setBusy(true);
    setError(null);
    try {
      const logoUrl = logo ? (await uploadLogo(logo)).url : null;
      const res = await generateProject(values, { logoUrl, templateId });
      if (!res.project_id) throw new Error('Generation failed. Please try again.');
      draftStore.clear();
      navigate(paths.preview(res.project_id));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return toLogin();
      setError(errorText(err, 'Generation failed. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Website details" className={`rounded-2xl border border-slate-200 bg-white shadow-sm ${compact ? 'p-5 sm:p-6' : 'p-6 sm:p-8'}`}>
      <div className="flex items-center justify-between text-sm">
        <p className="font-medium text-slate-700">Step {step + 1} of {WIZARD_STEPS}</p>
        <p className="text-slate-600">{pct}% complete</p>
      </div>
      <div role="progressbar" aria-label="Form progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-indigo-600 transition-all duration-300 motion-reduce:transition-none" style={{ width: `${pct}%` }} />
      </div>
      <ol aria-hidden="true" className="mt-4 flex justify-between gap-1">
        {STEPS.map((s, i) => (
          <li key={s.title} title={s.title} className={`h-2.5 w-2.5 rounded-full ${i === step ? 'bg-indigo-600 ring-4 ring-indigo-100' : i < step ? 'bg-indigo-400' : 'bg-slate-300'}`} />
        ))}
      </ol>
      <div className="mt-6 min-h-44">
        <WizardStep titleLevel={titleLevel} step={step} values={values} logo={logo} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} onLogo={pickLogo} />
      </div>
      {last && capabilities.data?.ai_provider === false && <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{NO_AI_TEXT}</p>}
      <div className="mt-4"><FormError>{error}</FormError></div>
      <div className="mt-6 flex items-center justify-between gap-3">
        <button type="button" className={secondaryButton} onClick={() => setStep((s) => s - 1)} disabled={step === 0 || busy}>Previous</button>
        {last
          ? <button type="submit" className={primaryButton} disabled={busy}>{busy ? 'Generating...' : 'Generate Website'}</button>
          : <button type="submit" className={primaryButton} disabled={!canNext}>Next</button>}
      </div>
    </form>
  );
}
