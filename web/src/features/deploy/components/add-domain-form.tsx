import { errorText } from '@sitewright/api-client';
import { customDomainProblem, type DeploymentStatus } from '@sitewright/core/schemas/deployment';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormError, primaryButton } from '../../../components/ui/field';
import { inputClass } from '../../../components/ui/form-controls';
import { useAddDomain } from '../api/domain-action';

export const ADD_DOMAIN_TEXT = 'Serve this site at your own domain, over HTTPS. You will create one or two DNS records.';
const BLANK_DOMAIN = 'Enter the domain to serve this site at, such as www.example.com.';

/** Why a domain cannot be added yet, or null when it can (a domain points at a live site). */
export function domainUnavailable(status: DeploymentStatus): string | null {
  if (status === 'deployed') return null;
  return status === 'deploying' ? 'Deploy the site first: wait for this deployment to finish.' : 'Deploy the site first.';
}

/**
 * The Custom Domain card without a domain (issue 21 §2): the domain field, checked as typed with the
 * deploy request's rule, and Add domain (POST …/domain, action add); the server's refusal (422, 409) in an alert.
 */
export function AddDomainForm({ deploymentId, status, requested, onAdded }: {
  deploymentId: string; status: DeploymentStatus; requested: string | null; onAdded(): void;
}) {
  const id = useId();
  const add = useAddDomain();
  const input = useRef<HTMLInputElement>(null);
  // The domain asked for at deploy time, if any, is the likely one.
  const [domain, setDomain] = useState(requested ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const unavailable = domainUnavailable(status);
  const check = (value: string, submitting = false) => {
    const p = customDomainProblem(value) ?? (submitting && !value.trim() ? BLANK_DOMAIN : null);
    setProblem(p);
    return p;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (unavailable || add.isPending) return;
    if (check(domain, true)) { input.current?.focus(); return; }
    add.mutate({ deploymentId, domain: domain.trim().toLowerCase() }, { onSuccess: onAdded });
  };
  const describedBy = [problem && `${id}-error`, unavailable && `${id}-unavailable`].filter(Boolean).join(' ') || undefined;
  return (
    <form onSubmit={submit} noValidate className="mt-2">
      <p className="text-sm text-slate-600">{ADD_DOMAIN_TEXT}</p>
      <label htmlFor={id} className="mt-4 block text-sm font-medium text-slate-700">Domain</label>
      <input ref={input} id={id} value={domain} placeholder="www.example.com" autoComplete="off" spellCheck={false} inputMode="url"
        onChange={(e) => { setDomain(e.target.value); if (problem) check(e.target.value); }} onBlur={(e) => { if (e.target.value.trim()) check(e.target.value); }}
        aria-required="true" aria-invalid={problem ? true : undefined} aria-describedby={describedBy} disabled={!!unavailable}
        className={`${inputClass} ${problem ? '!border-red-600' : ''}`} />
      {problem && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">{problem}</p>}
      {unavailable && <p id={`${id}-unavailable`} className="mt-2 text-sm text-slate-600" data-testid="domain-unavailable">{unavailable}</p>}
      {add.isError && <div className="mt-3"><FormError>{errorText(add.error, 'The domain could not be added.')}</FormError></div>}
      <button type="submit" className={`${primaryButton} mt-4 w-full !py-2 text-sm`} disabled={!!unavailable || add.isPending} aria-describedby={unavailable ? `${id}-unavailable` : undefined}>
        {add.isPending ? 'Adding...' : 'Add domain'}
      </button>
    </form>
  );
}
