import { AccountCard } from '../../features/auth/components/account-card';
import { ProjectList } from '../../features/projects/components/project-list';
import { usePageMeta } from '../../lib/page-meta';

/** /profile (SPEC §2): the account card and the project list. */
export function ProfilePage() {
  usePageMeta({ title: 'Profile & Projects', description: 'Your account and the websites you created.', noindex: true });
  return (
    <div className="bg-slate-50">
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[20rem_1fr] lg:px-8">
        <div className="lg:sticky lg:top-24 lg:self-start"><AccountCard /></div>
        <ProjectList />
      </div>
    </div>
  );
}
