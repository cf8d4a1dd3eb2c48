import type { CustomDomainView, Deployment } from '@sitewright/core/schemas/deployment';
import { useState } from 'react';
import { AddDomainForm } from './add-domain-form';
import { DomainStatus } from './domain-status';

/**
 * The deployment page's Custom Domain card (SPEC §2; issue 21 §2 lifts its "Coming Soon"): the form to
 * add a domain while there is none, else the domain's setup. Requests go to the deployment's id.
 */
export function CustomDomainCard({ deployment: d, className }: { deployment: Deployment & { domain?: CustomDomainView | null }; className: string }) {
  const [justAdded, setJustAdded] = useState(false);
  return (
    <section className={className} aria-labelledby="domain-title" data-testid="custom-domain-card">
      <h2 id="domain-title" className="font-semibold text-slate-900">Custom Domain</h2>
      {d.domain ? <DomainStatus deploymentId={d.id} domain={d.domain} focusOnMount={justAdded} />
        : <AddDomainForm deploymentId={d.id} status={d.status} requested={d.custom_domain} onAdded={() => setJustAdded(true)} />}
    </section>
  );
}
