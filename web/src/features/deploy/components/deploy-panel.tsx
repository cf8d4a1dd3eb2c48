import type { Placeholder } from '@sitewright/core/schemas/details';
import { customDomainProblem } from '@sitewright/core/schemas/deployment';
import { SampleCheck } from '../../details/components/sample-check';
import { LiveIndicator } from '../../live/components/live-indicator';
import { useLiveChannel } from '../../live/use-live-channel';
import { errorText } from '@sitewright/api-client';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormError, primaryButton, secondaryButton } from '../../../components/ui/field';
import { inputClass } from '../../../components/ui/form-controls';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { displayUrl } from '../../../lib/format';
import { downloadArchive } from '../api/download-archive';
import { usePlatforms, type DeployPlatform } from '../api/get-platforms';
import { useDeployFlow } from '../hooks/use-deploy-flow';
import { DeployStatusCard } from './deploy-status-card';
import { OwnershipWarning, OWNERSHIP_LABEL, OWNERSHIP_TOOLTIP } from './ownership-warning';

export interface DeployPanelProps {
  projectId: string;
  businessName: string;
  hasContent: boolean;
  /** Sections still showing sample content (issue 16 §3): listed, and deploying needs a confirmation. */
  placeholders?: Placeholder[];
  /** Section headings by id, for that list. */
  headings?: Record<string, string>;
  /** SPEC §6: deploying is allowed only on one's own project. */
  isOwner: boolean;
  /** The project's live address when it is deployed (SPEC §3 Project.deployed_url). */
  deployedUrl?: string | null;
}

/**
 * The Deploy tab (SPEC §2): the ownership warning, Enhanced Deployment (GitHub repository plus Google
 * Cloud, optional custom domain with Clear), the basic options from GET /api/deploy/platforms, and the
 * status card of the running deployment.
 */
export function DeployPanel({ projectId, businessName, hasContent, isOwner, deployedUrl, placeholders = [], headings = {} }: DeployPanelProps) {
  const [domain, setDomain] = useState('');
  const [withSamples, setWithSamples] = useState(false);
  const unconfirmed = placeholders.length > 0 && !withSamples;
  const flow = useDeployFlow(projectId, hasContent);
  // Only the owner can deploy (and get a ticket): the live channel brings each step as it happens (issue 19 §5).
  const live = useLiveChannel(isOwner ? projectId : undefined);
  // Closing the status card removes the element that had focus: give it to the deploy button instead of the page.
  const deployButton = useRef<HTMLButtonElement>(null);
  const platforms = usePlatforms();
  const busy = flow.running;
  // The custom domain is checked in the field, before submit (issue 17 §5), by the rule the API applies.
  const [domainError, setDomainError] = useState<string | null>(null);
  const domainInput = useRef<HTMLInputElement>(null);
  const checkDomain = (value: string) => {
    const problem = customDomainProblem(value);
    setDomainError(problem);
    return problem;
  };
  const onEnhanced = (e: FormEvent) => {
    e.preventDefault();
    if (checkDomain(domain)) { domainInput.current?.focus(); return; }
    if (isOwner && !busy && !unconfirmed) void flow.start({ kind: 'enhanced', customDomain: domain });
  };
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
      <div className="space-y-6 lg:col-span-3">
        {!isOwner && <OwnershipWarning />}
        {isOwner && placeholders.length > 0 && (
          <div className="space-y-3">
            <SampleCheck projectId={projectId} placeholders={placeholders} headings={headings} />
            <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
              <input type="checkbox" className="mt-0.5" checked={withSamples} onChange={(e) => setWithSamples(e.target.checked)} />
              Publish with sample content
            </label>
          </div>
        )}
        {/* A deployed project says so before offering to deploy again (a new deploy replaces the live site). */}
        {deployedUrl && !flow.request && !flow.deploymentId && (
          <section aria-label="Live site" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
            <Icon name="check" className="h-5 w-5 shrink-0 text-emerald-700" />
            <p className="min-w-0 grow basis-60">Live at <a href={deployedUrl} target="_blank" rel="noreferrer" className="break-all font-medium underline">{displayUrl(deployedUrl)}</a></p>
            {isOwner && <Link to={paths.deployment(projectId)} className="font-semibold text-emerald-900 underline">Manage deployment</Link>}
          </section>
        )}
        <form onSubmit={onEnhanced} className="rounded-xl border border-indigo-200 bg-gradient-to-br from-indigo-50 to-white p-5 shadow-sm sm:p-6">
          <div className="flex items-start gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-white"><Icon name="rocket" /></span>
            <div>
              <h2 className="text-lg font-semibold text-slate-900">Enhanced Deployment</h2>
              <p className="mt-1 text-sm text-slate-700">Creates a GitHub repository with your site&apos;s code and publishes it to Google Cloud Storage behind a global CDN.</p>
            </div>
          </div>
          <label htmlFor="custom-domain" className="mt-5 block text-sm font-medium text-slate-700">Custom domain (optional)</label>
          <div className="mt-1 flex gap-2">
            <input ref={domainInput} id="custom-domain" value={domain} placeholder="www.example.com" autoComplete="off"
              onChange={(e) => { setDomain(e.target.value); if (domainError) checkDomain(e.target.value); }} onBlur={(e) => checkDomain(e.target.value)}
              aria-invalid={domainError ? true : undefined} aria-describedby={domainError ? 'custom-domain-error custom-domain-hint' : 'custom-domain-hint'}
              className={`${inputClass} !mt-0 ${domainError ? '!border-red-600' : ''}`} disabled={!isOwner} />
            <button type="button" className={secondaryButton} onClick={() => { setDomain(''); setDomainError(null); }} disabled={!domain}>Clear</button>
          </div>
          {domainError && <p id="custom-domain-error" className="mt-1 text-sm font-medium text-red-700">{domainError}</p>}
          <p id="custom-domain-hint" className="mt-1 text-xs text-slate-600">Custom domains need DNS configuration: point a CNAME record at the address you get after deploying.</p>
          <button ref={deployButton} type="submit" className={`${primaryButton} mt-5 w-full sm:w-auto`} disabled={!isOwner || busy || unconfirmed}
            title={isOwner ? undefined : OWNERSHIP_TOOLTIP}>
            {!isOwner ? OWNERSHIP_LABEL : busy && flow.request?.kind === 'enhanced' ? 'Deploying...' : 'Deploy to GitHub + Google Cloud'}
          </button>
        </form>
        {(flow.request || flow.deploymentId) && (
          <DeployStatusCard projectId={projectId} progress={flow.progress} error={flow.error} starting={flow.starting} basic={flow.request?.kind === 'basic'}
            attemptsLeft={flow.attemptsLeft} retryable={flow.retryable} onRetry={() => void flow.retry()} live={isOwner ? <LiveIndicator status={live.status} /> : undefined}
            onClose={() => { flow.close(); deployButton.current?.focus(); }} />
        )}
      </div>
      <section aria-labelledby="basic-deploy-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2 lg:self-start">
        <h2 id="basic-deploy-title" className="text-lg font-semibold text-slate-900">Basic Deployment Options</h2>
        {platforms.isPending ? <div className="py-6"><Spinner size="sm" text="Loading options..." /></div>
          : platforms.isError ? <FormError>{errorText(platforms.error, 'Could not load deployment options')}</FormError>
          : <ul className="mt-4 space-y-3">{platforms.data.map((p) => (
              <PlatformRow key={p.id} platform={p} disabled={!isOwner || busy || (unconfirmed && p.kind !== 'download')} isOwner={isOwner}
                onDeploy={() => void flow.start({ kind: 'basic', platform: p.id })} projectId={projectId} businessName={businessName} hasContent={hasContent} />
            ))}</ul>}
      </section>
    </div>
  );
}

function PlatformRow({ platform, disabled, isOwner, onDeploy, projectId, businessName, hasContent }: {
  platform: DeployPlatform; disabled: boolean; isOwner: boolean; onDeploy(): void; projectId: string; businessName: string; hasContent: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try { await downloadArchive(projectId, businessName); } catch (err) { setError(errorText(err, 'Download failed')); } finally { setBusy(false); }
  };
  const label = !isOwner ? OWNERSHIP_LABEL : platform.kind === 'download' ? (busy ? 'Preparing...' : 'Download') : 'Deploy';
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{platform.name}</p>
          <p className="text-sm text-slate-600">{platform.description}</p>
        </div>
        <button type="button" className={`${secondaryButton} !py-1.5 text-sm`} disabled={disabled || busy || (platform.kind === 'download' && !hasContent)}
          title={isOwner ? undefined : OWNERSHIP_TOOLTIP} aria-label={isOwner ? `${label}: ${platform.name}` : undefined}
          onClick={platform.kind === 'download' ? () => void download() : onDeploy}>
          <Icon name={platform.kind === 'download' ? 'download' : 'upload'} className="h-4 w-4" />{label}
        </button>
      </div>
      {error && <p role="alert" className="mt-2 text-sm text-red-700">{error}</p>}
    </li>
  );
}
