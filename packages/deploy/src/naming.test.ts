import { deploymentSiteName, siteBaseName } from './naming';

describe('deploymentSiteName', () => {
  const id = 'prj_1a2b3c4d-0000-4000-8000-000000000001';
  it('It should keep the name the first deploy recorded, whatever the business is called now', () => {
    expect(deploymentSiteName({ project_id: id, steps: { site: 'casa-nonna-1a2b3c' } }, 'Nonna Rosa')).toBe('casa-nonna-1a2b3c');
  });

  it('It should name a site not yet deployed from the business name, and one whose project is gone "site"', () => {
    expect(deploymentSiteName({ project_id: id, steps: {} }, 'Casa Nonna')).toBe(siteBaseName('Casa Nonna', id));
    expect(deploymentSiteName({ project_id: id, steps: {} }, 'Casa Nonna')).toBe('casa-nonna-1a2b3c');
    expect(deploymentSiteName({ project_id: id, steps: {} }, undefined)).toBe('site-1a2b3c');
  });
});
