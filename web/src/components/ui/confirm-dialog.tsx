import { useState } from 'react';
import { secondaryButton } from './field';
import { Modal } from './modal';

export const dangerButton = 'inline-flex items-center justify-center gap-2 rounded-lg border border-transparent bg-red-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-red-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60';

/** A confirm dialog for destructive actions; the confirm button shows progress while `onConfirm` runs. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onCancel, error, subject, busyLabel = 'Deleting...' }: {
  title: string; text: string; confirmLabel: string; onConfirm(): Promise<void> | void; onCancel(): void; error?: string | null;
  /** What the action is about, named (issue 17 §5: "the delete dialog names the project"). */
  subject?: string;
  /** The confirm button's text while `onConfirm` runs. */
  busyLabel?: string;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try { await onConfirm(); } finally { setBusy(false); }
  };
  return (
    <Modal title={title} onClose={onCancel}>
      {subject && <p className="mb-2 break-words text-lg font-semibold text-slate-900">{subject}</p>}
      <p className="text-slate-700">{text}</p>
      {error && <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">{error}</p>}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onCancel}>Cancel</button>
        <button type="button" className={dangerButton} onClick={confirm} disabled={busy}>{busy ? busyLabel : confirmLabel}</button>
      </div>
    </Modal>
  );
}
