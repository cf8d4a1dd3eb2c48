import type { CustomDomainView, DeploymentStatus } from '@sitewright/core/schemas/deployment';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeRoute } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { DeploymentManager } from './deployment-manager';

// The page is opened by project id (prj_1); the domain calls must use the deployment's id (dep_1).
const MANAGE = 'GET /api/deployment/prj_1/manage';
const DOMAIN = '/api/deployment/dep_1/domain';
const cname = { type: 'CNAME' as const, name: 'www.example.com', value: 'blue-fern.sites.sitewright.test', purpose: 'Points your domain at the site' };
const txt = { type: 'TXT' as const, name: '_acme-challenge.www.example.com', value: 'k7Qd-validation-token', purpose: 'Proves you own the domain for the certificate' };

const domainView = (over: Partial<CustomDomainView> = {}): CustomDomainView => ({
  name: 'www.example.com', state: 'waiting_for_dns', reason: 'Waiting for the CNAME record to appear in DNS.', records: [cname, txt],
  checks: 2, next_check_at: new Date(Date.now() + 30_000).toISOString(), updated_at: '2026-01-01T00:00:00Z', ...over,
});
const management = (domain: CustomDomainView | null | undefined, status: DeploymentStatus = 'deployed') => ({ success: true, management: {
  deployment: { id: 'dep_1', project_id: 'prj_1', user_id: 'usr_1', platform: 'gcp', status, url: status === 'deployed' ? 'http://blue-fern.localhost:3001/' : null,
    error_message: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', custom_domain: null,
    metadata: { github_repo: null, github_url: null }, logs: [], current_step: 5, ...(domain === undefined ? {} : { domain }) },
  project: { id: 'prj_1', business_name: 'Blue Fern', industry: 'Technology', created_at: '2026-01-01T00:00:00Z' },
  management_options: { can_redeploy: true, can_delete: true }, gcp_info: { github_repo: null, github_url: null },
} });

async function openPage(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  const user = userEvent.setup();
  renderWithApp(<DeploymentManager projectId="prj_1" />);
  const card = await screen.findByRole('region', { name: 'Custom Domain' });
  return { api, user, card };
}
const domainCalls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.key.includes('/domain'));

describe('The Custom Domain card without a domain (issue 21 §2)', () => {
  it('It should post the domain (action add) to the deployment, then show it waiting for DNS with the records of the next page answer', async () => {
    // Prepare
    let domain: CustomDomainView | null = null;
    const { api, user, card } = await openPage({
      [MANAGE]: () => [200, management(domain)],
      [`POST ${DOMAIN}`]: () => {
        domain = domainView({ checks: 0 });
        return [202, { domain: domainView({ records: [], checks: 0 }) }];
      },
    });
    expect(within(card).getByText('Serve this site at your own domain, over HTTPS. You will create one or two DNS records.')).toBeInTheDocument();
    // Act
    await user.type(within(card).getByLabelText('Domain'), '  WWW.Example.com ');
    await user.click(within(card).getByRole('button', { name: 'Add domain' }));
    // Assess
    expect(domainCalls(api)).toEqual([{ key: `POST ${DOMAIN}`, body: { action: 'add', domain: 'www.example.com' }, form: undefined }]);
    expect(await within(card).findByText(cname.value)).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('Waiting for DNS');
    expect(within(card).getByTestId('domain-name')).toHaveTextContent('www.example.com');
    expect(within(card).getByTestId('domain-name')).toHaveFocus();
    expect(within(card).getByText(/Checks so far: 0/)).toBeInTheDocument();
    expect(within(card).queryByLabelText('Domain')).not.toBeInTheDocument();
  });

  it('It should explain an invalid domain under the field and send nothing', async () => {
    // Prepare
    const { api, user, card } = await openPage({ [MANAGE]: () => [200, management(null)] });
    const field = within(card).getByLabelText('Domain');
    // Act
    await user.type(field, 'https://www.example.com/shop');
    await user.click(within(card).getByRole('button', { name: 'Add domain' }));
    // Assess
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a domain name such as www.example.com, without https:// or a path.');
    expect(field).toHaveFocus();
    expect(domainCalls(api)).toHaveLength(0);
  });

  it('It should ask for a domain when the field is blank, without a request', async () => {
    // Prepare
    const { api, user, card } = await openPage({ [MANAGE]: () => [200, management(undefined)] });
    // Act
    await user.click(within(card).getByRole('button', { name: 'Add domain' }));
    // Assess
    expect(within(card).getByLabelText('Domain')).toHaveAccessibleDescription('Enter the domain to serve this site at, such as www.example.com.');
    expect(domainCalls(api)).toHaveLength(0);
  });

  it("It should show the server's 409 detail in an alert and keep the form", async () => {
    // Prepare
    const detail = 'This deployment has no live site yet. Deploy it first.';
    const { user, card } = await openPage({ [MANAGE]: () => [200, management(null)], [`POST ${DOMAIN}`]: () => [409, { detail }] });
    // Act
    await user.type(within(card).getByLabelText('Domain'), 'www.example.com');
    await user.click(within(card).getByRole('button', { name: 'Add domain' }));
    // Assess
    expect(await within(card).findByRole('alert')).toHaveTextContent(detail);
    expect(within(card).getByRole('button', { name: 'Add domain' })).toBeEnabled();
  });

  it.each([['deploying', 'Deploy the site first: wait for this deployment to finish.'], ['failed', 'Deploy the site first.']] as const)(
    'It should disable the form with its reason while the deployment is %s', async (status, reason) => {
      // Prepare, Act
      const { card } = await openPage({ [MANAGE]: () => [200, management(null, status)] });
      // Assess
      expect(within(card).getByLabelText('Domain')).toBeDisabled();
      expect(within(card).getByRole('button', { name: 'Add domain' })).toBeDisabled();
      expect(within(card).getByRole('button', { name: 'Add domain' })).toHaveAccessibleDescription(reason);
      expect(within(card).queryByRole('button', { name: 'Coming Soon' })).not.toBeInTheDocument();
    });
});

describe('The Custom Domain card with a domain (issue 21 §2)', () => {
  it('It should list the records in a table, say when the next check runs, and copy a value', async () => {
    // Prepare
    const { user, card } = await openPage({ [MANAGE]: () => [200, management(domainView())] });
    const table = within(card).getByRole('table', { name: 'DNS records to create at your DNS provider' });
    // Act
    await user.click(within(table).getByRole('button', { name: 'Copy TXT value for _acme-challenge.www.example.com' }));
    // Assess
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Type', 'Name', 'Value', 'Purpose']);
    expect(within(table).getByRole('rowheader', { name: 'CNAME' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(txt.value);
    expect(within(table).getByRole('button', { name: /^Copied! TXT value/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Copy CNAME value for www.example.com' })).toBeInTheDocument();
    expect(within(card).getByTestId('domain-checks')).toHaveTextContent(/^Next check in (29|30) seconds\. Checks so far: 2$/);
    expect(within(card).getByRole('status')).toHaveTextContent('Waiting for the CNAME record to appear in DNS.');
    expect(within(card).queryByRole('link', { name: /https:\/\/www\.example\.com/ })).not.toBeInTheDocument();
  });

  it('It should post Check again (action check) to the deployment and show the answer', async () => {
    // Prepare
    let domain = domainView({ state: 'failed', reason: 'No CNAME record for www.example.com after 24 hours.', next_check_at: null });
    const { api, user, card } = await openPage({
      [MANAGE]: () => [200, management(domain)],
      [`POST ${DOMAIN}`]: () => {
        domain = domainView({ checks: 3 });
        return [202, { domain }];
      },
    });
    expect(within(card).getByRole('status')).toHaveTextContent('Failed');
    // Act
    await user.click(within(card).getByRole('button', { name: 'Check again' }));
    // Assess
    expect(domainCalls(api).map((c) => [c.key, c.body])).toEqual([[`POST ${DOMAIN}`, { action: 'check' }]]);
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Waiting for DNS'));
  });

  it('It should remove the domain only after the confirm dialog, with action remove on the deployment', async () => {
    // Prepare
    let domain: CustomDomainView | null = domainView({ state: 'active', reason: null, next_check_at: null });
    const { api, user, card } = await openPage({
      [MANAGE]: () => [200, management(domain)],
      [`POST ${DOMAIN}`]: () => {
        domain = { ...domainView({ state: 'removing', reason: 'Removing the domain from the edge.', next_check_at: null }) };
        return [202, { domain }];
      },
    });
    // Act
    await user.click(within(card).getByRole('button', { name: 'Remove domain' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove domain?' });
    expect(within(dialog).getByText('www.example.com')).toBeInTheDocument();
    expect(domainCalls(api)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    // Assess
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(domainCalls(api).map((c) => [c.key, c.body])).toEqual([[`POST ${DOMAIN}`, { action: 'remove' }]]);
    expect(within(card).getByRole('status')).toHaveTextContent('Removing');
    expect(within(card).getByRole('button', { name: 'Remove domain' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
  });

  it('It should keep the domain when the dialog is cancelled', async () => {
    // Prepare
    const { api, user, card } = await openPage({ [MANAGE]: () => [200, management(domainView())] });
    // Act
    await user.click(within(card).getByRole('button', { name: 'Remove domain' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    // Assess
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(domainCalls(api)).toHaveLength(0);
  });

  it('It should reload the page every 2 s while waiting for DNS, so the state moves on without a click', async () => {
    // Prepare
    let domain = domainView();
    const { api, card } = await openPage({ [MANAGE]: () => [200, management(domain)] });
    // Act
    domain = domainView({ state: 'issuing_certificate', reason: 'The DNS records are in place; the certificate is being issued.', next_check_at: null });
    // Assess
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Issuing certificate'), { timeout: 3500 });
    expect(api.calls.filter((c) => c.key === MANAGE)).toHaveLength(2);
    expect(within(card).queryByTestId('domain-checks')).not.toBeInTheDocument();
  });

  it('It should link to the https address once the domain is active', async () => {
    // Prepare, Act
    const { card } = await openPage({ [MANAGE]: () => [200, management(domainView({ state: 'active', reason: null, next_check_at: null }))] });
    // Assess
    const link = within(card).getByRole('link', { name: 'https://www.example.com/ (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.example.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('status')).toHaveTextContent('Active');
    expect(within(card).queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
    expect(within(card).queryByTestId('domain-checks')).not.toBeInTheDocument();
  });
});
