import { ApiError, errorText } from './errors';

describe('errorText (SPEC §8)', () => {
  it('It should prefer detail, then message, then the error message', () => {
    expect(errorText(new ApiError(401, 'Incorrect email or password', 'Request failed'))).toBe('Incorrect email or password');
    expect(errorText(new ApiError(500, undefined, 'Server said no'))).toBe('Server said no');
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText('weird', 'Login failed')).toBe('Login failed');
  });

  it('It should join a 422 list by msg and read an object detail by message', () => {
    const list = [{ loc: ['body', 'email'], msg: 'email: Field required', type: 'missing' }, { loc: ['body', 'name'], msg: 'name: must not be blank', type: 'too_small' }];
    expect(errorText(new ApiError(422, list, 'x'))).toBe('email: Field required, name: must not be blank');
    expect(errorText(new ApiError(400, { message: 'Bad thing' }, 'x'))).toBe('Bad thing');
  });
});
