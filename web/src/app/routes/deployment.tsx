import { useParams } from 'react-router-dom';
import { DeploymentManager } from '../../features/deploy/components/deployment-manager';
import { usePageMeta } from '../../lib/page-meta';

/** /deployment/{projectId} (SPEC §2). */
export function DeploymentPage() {
  const { projectId = '' } = useParams();
  usePageMeta({ title: 'Deployment', description: 'Manage the live deployment of your website.', noindex: true });
  return <div className="min-h-[60vh] bg-slate-50"><DeploymentManager projectId={projectId} /></div>;
}
