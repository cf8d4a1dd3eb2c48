import type { CustomDomainView, DomainState } from '@sitewright/core/schemas/deployment';
import type { Management } from './get-management';
import { managementPollMs } from './get-management';

const page = (status: Management['deployment']['status'], state?: DomainState): Management => ({
  deployment: { status, id: 'dep_1', domain: state ? ({ name: 'www.example.com', state } as CustomDomainView) : null } as Management['deployment'],
  project: { id: 'prj_1', business_name: 'Blue Fern', industry: 'Technology', created_at: '' },
  management_options: { can_redeploy: true, can_delete: true },
  gcp_info: { github_repo: null, github_url: null },
});

describe('managementPollMs (the deployment page reload, issues 19 and 21 §2)', () => {
  it.each(['waiting_for_dns', 'issuing_certificate', 'removing'] as const)('It should reload every 2 s while the domain is %s', (state) => {
    expect(managementPollMs(page('deployed', state))).toBe(2000);
  });

  it.each(['active', 'failed'] as const)('It should stop reloading once the domain is %s', (state) => {
    expect(managementPollMs(page('deployed', state))).toBe(false);
  });

  it('It should reload every 2 s while a deployment runs, and not at all without data or anything moving', () => {
    expect(managementPollMs(page('deploying'))).toBe(2000);
    expect(managementPollMs(page('deployed'))).toBe(false);
    expect(managementPollMs(undefined)).toBe(false);
  });
});
