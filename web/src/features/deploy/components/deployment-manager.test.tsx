import { screen } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { DeploymentManager } from './deployment-manager';

const noDeployment = () => [404, { detail: 'No deployment found for this project' }] as [number, unknown];

describe('DeploymentManager empty screen (SPEC §2 Deployment, §6)', () => {
  it('It should say a never-deployed project has not been deployed', async () => {
    fakeApi({ 'GET /api/deployment/prj_1/manage': noDeployment });
    renderWithApp(<DeploymentManager projectId="prj_1" />);
    expect(await screen.findByRole('heading', { name: 'No Deployment Found' })).toBeInTheDocument();
    expect(screen.getByText(/This project hasn't been deployed yet\./)).toBeInTheDocument();
    expect(screen.queryByText(/stays live/)).not.toBeInTheDocument();
  });

  it('It should say where the site is still live after its deployment record was deleted', async () => {
    fakeApi({ 'GET /api/deployment/prj_1/manage': noDeployment });
    renderWithApp(<DeploymentManager projectId="prj_1" liveUrl="https://storage.googleapis.com/sitewright-blue-fern/index.html" />);
    expect(await screen.findByText(/Its deployment record was deleted; the site stays live at/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'storage.googleapis.com/sitewright-blue-fern/index.html' })).toHaveAttribute('href', 'https://storage.googleapis.com/sitewright-blue-fern/index.html');
  });
});
