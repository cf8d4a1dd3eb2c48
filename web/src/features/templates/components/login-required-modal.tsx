import { Link } from 'react-router-dom';
import { primaryButton, secondaryButton } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { loginWithRedirect, paths } from '../../../config/paths';

/** SPEC §2 Login Required text. */
export const LOGIN_REQUIRED_TEXT = 'You need to be logged in to use templates and create projects...';

/** The guest's modal on Use Template (SPEC §2): Sign In and Create Account return to /templates. */
export function LoginRequiredModal({ onClose }: { onClose(): void }) {
  const back = `?redirectTo=${encodeURIComponent(paths.templates)}`;
  return (
    <Modal title="Login Required" onClose={onClose}>
      <p className="text-slate-700">{LOGIN_REQUIRED_TEXT}</p>
      <div className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Link to={loginWithRedirect(paths.templates)} className={primaryButton}>Sign In</Link>
        <Link to={paths.register + back} className={secondaryButton}>Create Account</Link>
      </div>
      <button type="button" onClick={onClose} className="mt-4 w-full rounded-lg py-2 text-sm font-semibold text-indigo-700 hover:underline">Continue browsing templates</button>
    </Modal>
  );
}
