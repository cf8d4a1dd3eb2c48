import { errorText } from '@sitewright/api-client';
import { useRef, useState, type FormEvent } from 'react';
import { Field, FormError, primaryButton, secondaryButton } from '../../../components/ui/field';
import { TextArea } from '../../../components/ui/form-controls';
import { Modal } from '../../../components/ui/modal';
import { NO_AI_TEXT, useCapabilities } from '../../capabilities/use-capabilities';
import type { ImproveInput } from '../api/improve-section';

/** One-click changes that work without an AI provider (issue 17 §4), as the instructions the offline improver reads. */
export const QUICK_CHANGES: { label: string; prompt: string }[] = [
  { label: 'Another layout', prompt: 'use another layout' },
  { label: 'Shorter text', prompt: 'shorten the text' },
  { label: 'New colours', prompt: 'use new colours' },
];

/**
 * The Improve Section modal (SPEC §2, §5): the section, read-only and named in words (issue 17 §4), prompt, optional image (PNG, JPG,
 * WEBP; the 10MB note is text only, the server caps images and its detail is shown), alt text,
 * Cancel and Apply (Improving... while working). Apply needs a selector and a non-blank prompt. Quick
 * changes that work without an AI provider apply in one click, and without a provider the modal says so
 * and what works (issue 17 §4).
 */
export function ImproveModal({ selector, name, onApply, onClose }: { selector: string; name?: string; onApply(input: ImproveInput): Promise<unknown>; onClose(): void }) {
  const capabilities = useCapabilities();
  const noAi = capabilities.data?.ai_provider === false;
  const imageInput = useRef<HTMLInputElement>(null);
  const [prompt, setPrompt] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canApply = Boolean(selector.trim()) && Boolean(prompt.trim()) && !busy;

  const apply = async (input: ImproveInput) => {
    setBusy(true);
    setError(null);
    try {
      await onApply(input);
      onClose();
    } catch (err) {
      setError(errorText(err, 'Improvement failed'));
      setBusy(false);
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canApply) return;
    await apply({ selector, prompt, image, imageAltText: alt });
  };
  return (
    <Modal title="Improve Section" onClose={() => { if (!busy) onClose(); }} size="lg">
      <form onSubmit={submit} className="space-y-5" noValidate>
        {/* The section in words (issue 17 §4: "Hero", "Menu"), never a CSS selector; the selector goes to the API. */}
        <Field label="Section" value={name ?? selector} readOnly data-selector={selector} />
        <TextArea label="What should change?" value={prompt} onChange={(e) => setPrompt(e.target.value)} required
          placeholder='e.g. change the heading to "Fresh bread every morning"' hint="Describe one change to this section." />
        {noAi && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{NO_AI_TEXT}</p>}
        <div role="group" aria-label="Quick changes" className="flex flex-wrap items-center gap-2">
          <span className="w-full text-sm font-medium text-slate-700">Quick changes (no AI needed)</span>
          {QUICK_CHANGES.map((q) => (
            <button key={q.prompt} type="button" className={`${secondaryButton} !px-3 !py-1.5 text-sm`} disabled={busy}
              onClick={() => void apply({ selector, prompt: q.prompt })}>{q.label}</button>
          ))}
          <button type="button" className={`${secondaryButton} !px-3 !py-1.5 text-sm`} disabled={busy}
            onClick={() => { setPrompt('add the image'); imageInput.current?.click(); }}>Add an image</button>
        </div>
        <div>
          <label htmlFor="improve-image" className="block text-sm font-medium text-slate-700">Image (optional)</label>
          <input ref={imageInput} id="improve-image" type="file" accept="image/*" aria-describedby="improve-image-hint" onChange={(e) => setImage(e.target.files?.[0] ?? null)}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100" />
          <p id="improve-image-hint" className="mt-1 text-xs text-slate-600">PNG, JPG, WEBP up to 10MB</p>
        </div>
        <Field label="Image alt text (optional)" value={alt} onChange={(e) => setAlt(e.target.value)} placeholder="Describe the image for screen readers" />
        <FormError>{error}</FormError>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onClose} disabled={busy}>Cancel</button>
          <button type="submit" className={primaryButton} disabled={!canApply}>{busy ? 'Improving...' : 'Apply'}</button>
        </div>
      </form>
    </Modal>
  );
}
