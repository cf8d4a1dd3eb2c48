import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { ProjectWithFacts } from '../../features/details/api/details';
import { SampleCheck } from '../../features/details/components/sample-check';
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
  const p = project.data as ProjectWithFacts | undefined;
  const placeholders = p?.placeholders ?? [];
  return (
    <div className="min-h-[60vh] bg-slate-50">
      {/* The check before publishing (issue 16 §3): what the live site still shows as samples. */}
      {placeholders.length > 0 && (
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
          <SampleCheck projectId={projectId} placeholders={placeholders} headings={Object.fromEntries((p?.detail_sections ?? []).map((d) => [d.section, d.heading]))} />
        </div>
      )}
      <DeploymentManager projectId={projectId} liveUrl={p?.deployed_url ?? null} />
    </div>
  );
}
