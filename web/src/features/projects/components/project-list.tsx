import { errorText } from '@sitewright/api-client';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError, primaryButton } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useDeleteProject } from '../api/delete-project';
import { useDuplicateProject } from '../api/duplicate-project';
import { useUserProjects } from '../api/get-user-projects';
import { useWithdrawProject } from '../api/publish-project';
import { ProjectCard } from './project-card';
import { PublishDialog } from './publish-dialog';
import { displayName } from '../../../lib/format';

export const DELETE_PROJECT_TEXT = 'This action cannot be undone. The project will be permanently deleted.';

/** The profile's project list (SPEC §2): count, New Project, cards, empty state, delete confirm. */
export function ProjectList() {
  const projects = useUserProjects();
  const del = useDeleteProject();
  const dup = useDuplicateProject();
  const navigate = useNavigate();
  const withdraw = useWithdrawProject();
  const toast = useToast();
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const [publishing, setPublishing] = useState<{ id: string; name: string } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const duplicate = async (id: string) => {
    setActionError(null);
    try {
      const { id: newId } = await dup.mutateAsync(id);
      const name = displayName(list.find((x) => x.id === id)?.business_name ?? '');
      // The preview says what happened (issue 17 §5): the copy is a project of its own, named "… (copy)".
      navigate(paths.preview(newId), { state: { notice: `Duplicated: this is “${name} (copy)”, a separate project. The original is unchanged.` } });
    } catch (err) {
      setActionError(errorText(err, 'Could not duplicate the project'));
    }
  };
  const withdrawFromGallery = async (id: string, name: string) => {
    setActionError(null);
    try {
      await withdraw.mutateAsync(id);
      toast.show(`${name} was withdrawn from the gallery.`);
    } catch (err) {
      setActionError(errorText(err, 'Could not withdraw the project from the gallery'));
    }
  };
  const list = projects.data ?? [];
  return (
    <section aria-labelledby="projects-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="projects-title" className="text-xl font-bold text-slate-900">
          My Projects {projects.data && <span className="ml-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">{list.length}</span>}
        </h2>
        <Link to={paths.dashboard} className={primaryButton}><Icon name="plus" className="h-4 w-4" />New Project</Link>
      </div>
      <div className="mt-3"><FormError>{actionError}</FormError></div>
      {projects.isPending ? <div className="py-16"><Spinner text="Loading projects..." /></div>
        : projects.isError ? <FormError>{errorText(projects.error, 'Could not load your projects')}</FormError>
        : list.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 px-6 py-14 text-center">
            <p className="text-lg font-semibold text-slate-900">No projects yet</p>
            <p className="mt-1 text-slate-600">Describe your business and get your first website in seconds.</p>
            <Link to={paths.dashboard} className={`${primaryButton} mt-6`}>Create Your First Project</Link>
          </div>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {list.map((p) => (
              <ProjectCard key={p.id} project={p} duplicating={dup.isPending && dup.variables === p.id} withdrawing={withdraw.isPending && withdraw.variables === p.id}
                onDuplicate={() => void duplicate(p.id)} onDelete={() => { del.reset(); setConfirmId(p.id); }}
                onPublish={() => setPublishing({ id: p.id, name: displayName(p.business_name) })}
                onWithdraw={() => void withdrawFromGallery(p.id, displayName(p.business_name))} />
            ))}
          </ul>
        )}
      {confirmId && (
        <ConfirmDialog title="Delete Project?" text={DELETE_PROJECT_TEXT} confirmLabel="Delete" onCancel={() => setConfirmId(null)}
          subject={displayName(list.find((x) => x.id === confirmId)?.business_name ?? '')}
          error={del.error ? errorText(del.error, 'Could not delete the project') : null}
          onConfirm={async () => { await del.mutateAsync(confirmId).then(() => setConfirmId(null), () => undefined); }} />
      )}
      {publishing && (
        <PublishDialog projectId={publishing.id} name={publishing.name} onClose={() => setPublishing(null)}
          onPublished={() => { setPublishing(null); toast.show(`${publishing.name} is now in the Template Gallery.`); }} />
      )}
      {toast.node}
    </section>
  );
}
