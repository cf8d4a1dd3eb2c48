import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { secondaryButton } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { initials, useSession } from '../hooks/session';
import { EditProfileModal } from './edit-profile-modal';

/** The profile's account card (SPEC §2): name, email, Member since, Edit Profile, Logout (to /). */
export function AccountCard() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<false | 'profile' | 'code'>(false);
  if (!user) return null;
  return (
    <section aria-label="Account" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-lg font-bold text-white">{initials(user)}</span>
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold text-slate-900">{user.name}</h1>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-600">Member since <span className="font-medium text-slate-900">{formatDate(user.created_at)}</span></p>
      {user.pending_email && (
        <p className="mt-2 text-sm text-amber-800">
          Waiting for the code sent to {user.pending_email}.{' '}
          <button type="button" className="font-semibold underline underline-offset-2 hover:text-amber-900" onClick={() => setEditing('code')}>Enter code</button>
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        <button type="button" className={`${secondaryButton} !py-2 text-sm`} onClick={() => setEditing('profile')}><Icon name="edit" className="h-4 w-4" />Edit Profile</button>
        <button type="button" className={`${secondaryButton} !py-2 text-sm`} onClick={() => { signOut(); navigate(paths.home); }}><Icon name="logout" className="h-4 w-4" />Logout</button>
      </div>
      {editing && <EditProfileModal user={user} enterCode={editing === 'code'} onClose={() => setEditing(false)} />}
    </section>
  );
}
