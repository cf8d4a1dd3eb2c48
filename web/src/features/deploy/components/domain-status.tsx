import { errorText } from '@sitewright/api-client';
import type { CustomDomainView, DomainState } from '@sitewright/core/schemas/deployment';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog, dangerButton } from '../../../components/ui/confirm-dialog';
import { FormError, secondaryButton } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { relativeTime } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useCheckDomain, useRemoveDomain } from '../api/domain-action';
import { DnsRecordsTable } from './dns-records-table';

/** Each state's words and badge colour (issue 21 §2). */
export const DOMAIN_STATE_LABELS: Record<DomainState, { text: string; tone: 'amber' | 'blue' | 'green' | 'red' | 'gray' }> = {
  waiting_for_dns: { text: 'Waiting for DNS', tone: 'amber' },
  issuing_certificate: { text: 'Issuing certificate', tone: 'blue' },
  active: { text: 'Active', tone: 'green' },
  failed: { text: 'Failed', tone: 'red' },
  removing: { text: 'Removing', tone: 'gray' },
};
export const REMOVE_DOMAIN_TEXT = 'The site stops answering at this domain and its certificate is given up. The site stays live at its own address; you can then delete the DNS records.';

/**
 * The Custom Domain card with a domain (issue 21 §2): its state (announced politely as it changes) and
 * reason, the https link once active, the DNS records to create, the DNS check schedule while waiting,
 * Check again (waiting or failed) and Remove domain (confirmed).
 */
export function DomainStatus({ deploymentId, domain, focusOnMount = false }: { deploymentId: string; domain: CustomDomainView; focusOnMount?: boolean }) {
  const check = useCheckDomain();
  const remove = useRemoveDomain();
  const [confirm, setConfirm] = useState(false);
  const name = useRef<HTMLParagraphElement>(null);
  // Just added: the form (and its focused button) is gone, so focus lands on what replaced it.
  useEffect(() => { if (focusOnMount) name.current?.focus(); }, [focusOnMount]);
  const waiting = domain.state === 'waiting_for_dns';
  const now = useNow(1000, waiting && !!domain.next_check_at);
  const label = DOMAIN_STATE_LABELS[domain.state];
  const pending = check.isPending || remove.isPending;
  const url = `https://${domain.name}/`;
  return (
    <div className="mt-2">
      <p ref={name} tabIndex={-1} className="break-all font-mono text-sm font-semibold text-slate-900 focus:outline-none" data-testid="domain-name">{domain.name}</p>
      <div role="status" className="mt-2" data-testid="domain-state" data-state={domain.state}>
        <Badge tone={label.tone}>{label.text}</Badge>
        {domain.reason && <p className="mt-2 text-sm text-slate-700">{domain.reason}</p>}
      </div>
      {domain.state === 'active' && (
        <a href={url} target="_blank" rel="noreferrer" className="mt-3 inline-flex max-w-full items-center gap-1 break-all text-sm font-medium text-indigo-700 hover:underline">
          {url}<Icon name="external" className="h-4 w-4 shrink-0" /><span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
      {waiting && (
        <p className="mt-3 text-xs text-slate-600" data-testid="domain-checks">
          {domain.next_check_at && <>Next check {relativeTime(domain.next_check_at, now)}. </>}Checks so far: {domain.checks}
        </p>
      )}
      {domain.records.length > 0 ? <DnsRecordsTable records={domain.records} />
        : waiting && <p className="mt-3 text-sm text-slate-600">The DNS records to create appear here in a moment.</p>}
      {check.isError && <div className="mt-3"><FormError>{errorText(check.error, 'The DNS could not be checked.')}</FormError></div>}
      <div className="mt-4 grid grid-cols-1 gap-2">
        {(waiting || domain.state === 'failed') && (
          <button type="button" className={`${secondaryButton} !py-2 text-sm`} disabled={pending} onClick={() => check.mutate(deploymentId)}>
            <Icon name="refresh" className="h-4 w-4" />{check.isPending ? 'Checking...' : 'Check again'}
          </button>
        )}
        <button type="button" className={`${dangerButton} !py-2 text-sm`} disabled={pending || domain.state === 'removing'} onClick={() => { remove.reset(); setConfirm(true); }}>
          <Icon name="trash" className="h-4 w-4" />Remove domain
        </button>
      </div>
      {confirm && (
        <ConfirmDialog title="Remove domain?" subject={domain.name} text={REMOVE_DOMAIN_TEXT} confirmLabel="Remove domain" busyLabel="Removing..."
          onCancel={() => setConfirm(false)} error={remove.error ? errorText(remove.error, 'The domain could not be removed.') : null}
          onConfirm={async () => { await remove.mutateAsync(deploymentId).then(() => setConfirm(false), () => undefined); }} />
      )}
    </div>
  );
}
