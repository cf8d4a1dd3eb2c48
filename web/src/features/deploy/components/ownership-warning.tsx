/** SPEC §6 ownership texts. */
export const OWNERSHIP_TEXT = 'You can only deploy projects that you have created. This project was created by another user.';
export const OWNERSHIP_TOOLTIP = 'You can only deploy projects you created';
export const OWNERSHIP_LABEL = 'Project ownership required';

/** The Deployment Restricted warning (SPEC §2, §6). */
export function OwnershipWarning() {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p className="font-semibold">Deployment Restricted</p>
      <p className="mt-1 text-sm">{OWNERSHIP_TEXT}</p>
    </div>
  );
}
