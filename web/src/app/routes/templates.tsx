import { useSession } from '../../features/auth/hooks/session';
import { TemplateGallery } from '../../features/templates/components/template-gallery';
import { usePageMeta } from '../../lib/page-meta';

/** /templates (SPEC §2): the public Template Gallery. */
export function TemplatesPage() {
  const { user } = useSession();
  usePageMeta({ title: 'Template Gallery', description: 'Browse community website templates for SaaS, e-commerce, agencies, startups and restaurants, and start from one in a click.' });
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Template Gallery</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">Start from a site the community published. Preview it, then make it yours.</p>
        <div className="mt-8"><TemplateGallery signedIn={Boolean(user)} /></div>
      </div>
    </div>
  );
}
