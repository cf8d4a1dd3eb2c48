import { ApiError } from '@sitewright/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ImproveModal } from './improve-modal';

const render = renderWithApp;
beforeEach(() => { fakeApi({ 'GET /api/capabilities': () => [200, { ai_provider: true }] }); });

describe('ImproveModal (SPEC §2, §5)', () => {
  it('It should show the selector read-only and keep Apply disabled until the prompt has text', async () => {
    const onApply = jest.fn().mockResolvedValue({});
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<ImproveModal selector="#hero" onApply={onApply} onClose={onClose} />);
    expect(screen.getByLabelText('Section')).toHaveValue('#hero');
    expect(screen.getByLabelText('Section')).toHaveAttribute('readonly');
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(screen.getByLabelText('What should change?'), '   ');
    expect(apply).toBeDisabled();
    await user.type(screen.getByLabelText('What should change?'), 'change the heading to "Hi"');
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ selector: '#hero', prompt: '   change the heading to "Hi"', image: null }));
    expect(onClose).toHaveBeenCalled();
  });

  it('It should show Improving... while working and the server detail when refused', async () => {
    let reject: (e: unknown) => void = () => undefined;
    const onApply = jest.fn(() => new Promise((_, r) => { reject = r; }));
    const user = userEvent.setup();
    render(<ImproveModal selector="#hero" onApply={onApply} onClose={jest.fn()} />);
    await user.type(screen.getByLabelText('What should change?'), 'make it sing');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Improving...' })).toBeDisabled();
    reject(new ApiError(422, [{ msg: 'The offline improver does not understand that instruction' }], 'x'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The offline improver does not understand that instruction');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('It should keep Apply disabled without a selector', async () => {
    const user = userEvent.setup();
    render(<ImproveModal selector=" " onApply={jest.fn()} onClose={jest.fn()} />);
    await user.type(screen.getByLabelText('What should change?'), 'anything');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('It should name the section in words, not by its selector (issue 17 §4)', () => {
    render(<ImproveModal selector="#hero" name="Hero" onApply={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByLabelText('Section')).toHaveValue('Hero');
  });

  it('It should apply a quick change in one click and say when no AI provider is configured (issue 17 §4)', async () => {
    fakeApi({ 'GET /api/capabilities': () => [200, { ai_provider: false }] });
    const onApply = jest.fn().mockResolvedValue({});
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<ImproveModal selector="#menu" name="Menu" onApply={onApply} onClose={onClose} />);
    expect(await screen.findByText(/No AI provider is configured on this server/)).toBeInTheDocument();
    const quick = screen.getByRole('group', { name: 'Quick changes' });
    await user.click(within(quick).getByRole('button', { name: 'Another layout' }));
    expect(onApply).toHaveBeenCalledWith({ selector: '#menu', prompt: 'use another layout' });
    expect(onClose).toHaveBeenCalled();
  });
});
