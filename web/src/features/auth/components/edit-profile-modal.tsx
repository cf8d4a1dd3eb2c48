import { errorText } from '@sitewright/api-client';
import type { User } from '@sitewright/core/schemas/auth';
import { useState, type FormEvent } from 'react';
import { Field, FormError, primaryButton, secondaryButton } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { confirmEmail, updateProfile } from '../api/auth-requests';
import { CodeEntry } from './code-entry';

/**
 * Edit Profile (SPEC §2): name and email, Save Changes, Cancel. Success shows the server's message,
 * then the page reloads (SPEC §4). A new e-mail only takes effect after the code sent to it is
 * entered, so the code boxes are offered when the server says a code was sent, and straight away
 * (`enterCode`) for a change already waiting for its code.
 */
export function EditProfileModal({ user, onClose, enterCode = false, reload = () => window.location.reload() }: { user: User; onClose(): void; enterCode?: boolean; reload?(): void }) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [codeFor, setCodeFor] = useState<string | null>(enterCode ? user.pending_email : null);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !email.trim()) return setError('Name and email are required.');
    setBusy(true);
    setError(null);
    try {
      const res = await updateProfile(name.trim(), email.trim());
      setMessage(res.message);
      if (/code/i.test(res.message) && email.trim().toLowerCase() !== user.email.toLowerCase()) setCodeFor(email.trim());
      else setTimeout(reload, 1200);
    } catch (err) {
      setError(errorText(err, 'Could not update your profile'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="Edit Profile" onClose={onClose}>
      {codeFor ? (
        // Opened later for a pending change, the code may be long sent: Resend is free at once (the server keeps the cooldown).
        <CodeEntry email={codeFor} notice={message ?? undefined} initialCooldownS={message ? undefined : 0}
          onVerify={async (otp) => { await confirmEmail(otp); reload(); }}
          onResend={async () => { await updateProfile(name.trim(), codeFor); }} />
      ) : (
        <form onSubmit={save} className="space-y-5" noValidate>
          <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} required autoComplete="name" />
          <Field label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="email" />
          <FormError>{error}</FormError>
          {message && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{message}</p>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={onClose}>Cancel</button>
            <button type="submit" className={primaryButton} disabled={busy}>{busy ? 'Saving...' : 'Save Changes'}</button>
          </div>
        </form>
      )}
    </Modal>
  );
}
