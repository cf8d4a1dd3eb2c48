import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeEntry, formatCountdown } from './code-entry';

const boxes = () => screen.getAllByRole('textbox');

describe('CodeEntry (SPEC §5 code entry)', () => {
  it('It should move focus forward on entry and back on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<CodeEntry email="a@b.co" onVerify={jest.fn()} onResend={jest.fn()} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[1]);
    expect((boxes()[1] as HTMLInputElement).value).toBe('');
  });

  it('It should ignore letters and fill every box from a pasted code', async () => {
    const onVerify = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<CodeEntry email="a@b.co" onVerify={onVerify} onResend={jest.fn()} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('x');
    expect((boxes()[0] as HTMLInputElement).value).toBe('');
    await user.paste('654 321');
    expect(boxes().map((b) => (b as HTMLInputElement).value).join('')).toBe('654321');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(onVerify).toHaveBeenCalledWith('654321');
  });

  it('It should refuse an incomplete code with SPEC text and not call verify', async () => {
    const onVerify = jest.fn();
    render(<CodeEntry email="a@b.co" onVerify={onVerify} onResend={jest.fn()} />);
    fireEvent.change(boxes()[0] as HTMLElement, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the complete 6-digit code.');
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('It should keep resend disabled for 120 s with an m:ss countdown', () => {
    jest.useFakeTimers();
    try {
      render(<CodeEntry email="a@b.co" onVerify={jest.fn()} onResend={jest.fn()} />);
      expect(screen.getByRole('button', { name: 'Resend code in 2:00' })).toBeDisabled();
      for (let i = 0; i < 59; i++) act(() => { jest.advanceTimersByTime(1000); });
      expect(screen.getByRole('button', { name: 'Resend code in 1:01' })).toBeDisabled();
      for (let i = 0; i < 61; i++) act(() => { jest.advanceTimersByTime(1000); });
      expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('It should format countdowns as m:ss', () => {
    expect([formatCountdown(120), formatCountdown(61), formatCountdown(9), formatCountdown(0)]).toEqual(['2:00', '1:01', '0:09', '0:00']);
  });
});
