import { ApiError } from '@sitewright/api-client';
import { deployStartError } from './use-deploy-flow';

describe('deployStartError (SPEC §8 Deploy)', () => {
  it('It should name a network failure, else take detail, then message, then the per-kind fallback', () => {
    expect(deployStartError(new ApiError(0, undefined, 'Network error'), 'enhanced')).toBe('Deployment failed due to a network error. Please try again.');
    expect(deployStartError(new ApiError(403, 'You can only deploy projects that you have created. This project was created by another user.', 'x'), 'enhanced'))
      .toBe('You can only deploy projects that you have created. This project was created by another user.');
    expect(deployStartError(new ApiError(422, [{ msg: 'custom_domain: must be a domain name' }], 'x'), 'enhanced')).toBe('custom_domain: must be a domain name');
    expect(deployStartError(new Error(''), 'enhanced')).toBe('Enhanced deployment failed');
    expect(deployStartError(new Error(''), 'basic')).toBe('Deployment failed');
  });
});
