import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { DeploymentManager } from '../../features/deploy/components/deployment-manager';
import { projectQuery } from '../../features/projects/api/get-project';
import { usePageMeta } from '../../lib/page-meta';

/**
 * /deployment/{projectId} (SPEC §2). The project is read too, for its live address: a project whose
 * deployment record was deleted is still live there (SPEC §6 delete keeps the site).
 */
export function DeploymentPage() {
  const { projectId = '' } = useParams();
  usePageMeta({ title: 'Deployment', description: 'Manage the live deployment of your website.', noindex: true });
  const project = useQuery({ ...projectQuery(projectId), enabled: projectId.startsWith('prj_') });
  return <div className="min-h-[60vh] bg-slate-50"><DeploymentManager projectId={projectId} liveUrl={project.data?.deployed_url ?? null} /></div>;
}
