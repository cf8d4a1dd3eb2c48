import { ApiError, errorText } from '@sitewright/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { primaryButton, secondaryButton } from '../../components/ui/field';
import { Icon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { StatusScreen } from '../../components/ui/status-screen';
import { Tabs } from '../../components/ui/tabs';
import { loginWithRedirect, paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/session';
import { DeployPanel } from '../../features/deploy/components/deploy-panel';
import { useImproveSection } from '../../features/projects/api/improve-section';
import { useProject } from '../../features/projects/api/get-project';
import type { ProjectWithFacts } from '../../features/details/api/details';
import { DetailsPanel } from '../../features/details/components/details-panel';
import { MessagesPanel } from '../../features/details/components/messages-panel';
import { CodePanel } from '../../features/projects/components/code-panel';
import { DeviceToggle, type Device } from '../../features/projects/components/device-toggle';
import { GenerationScreen } from '../../features/projects/components/generation-screen';
import { ImproveModal } from '../../features/projects/components/improve-modal';
import { PreviewFrame } from '../../features/projects/components/preview-frame';
import { AddSectionDialog } from '../../features/history/components/add-section-dialog';
import { HistoryPanel } from '../../features/history/components/history-panel';
import { useSiteEditor } from '../../features/history/use-site-editor';
import { useToast } from '../../components/ui/toast';
import { api } from '../../lib/api';
import { ShareMenu } from '../../features/share/share-menu';
import { usePageMeta } from '../../lib/page-meta';

type Tab = 'preview' | 'details' | 'messages' | 'history' | 'code' | 'deploy';
const TABS: readonly Tab[] = ['preview', 'details', 'messages', 'history', 'code', 'deploy'];

/** /preview/{id} (SPEC §2): states, header with device toggles, Share and Improve mode, and the three tabs. */
export function PreviewPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { user } = useSession();
  const project = useProject(id);
  const improve = useImproveSection(id);
  // ?tab=details (the Deploy tab's sample list links there) opens a tab directly.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as Tab | null;
  const [tab, setTabState] = useState<Tab>(asked && TABS.includes(asked) ? asked : 'preview');
  const setTab = (t: Tab) => {
    setTabState(t);
    setSearch(t === 'preview' ? {} : { tab: t }, { replace: true });
  };
  const [device, setDevice] = useState<Device>('desktop');
  const [improveMode, setImproveMode] = useState(false);
  const [selector, setSelector] = useState<{ selector: string; name?: string } | null>(null);
  const toast = useToast(4000);
  const editor = useSiteEditor(project.data as ProjectWithFacts | undefined, toast.show);
  const imageInput = useRef<HTMLInputElement>(null);
  const [imageId, setImageId] = useState<string | null>(null);
  const fromTemplates = Boolean((location.state as { fromTemplates?: boolean } | null)?.fromTemplates);
  const p = project.data as ProjectWithFacts | undefined;
  usePageMeta({ title: p ? `${p.business_name} preview` : 'Project preview', description: 'Preview, refine and deploy your generated website.', noindex: true });

  const onImprove = useCallback((s: string, name?: string) => setSelector({ selector: s, name }), []);
  // A notice handed over by the page that sent us here (Duplicate), shown once.
  const notice = (location.state as { notice?: string } | null)?.notice;
  const showToast = toast.show;
  useEffect(() => { if (notice) showToast(notice); }, [notice, showToast]);
  const onImage = useCallback((id: string) => { setImageId(id); imageInput.current?.click(); }, []);
  // Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z undo and redo this session's changes, except while typing in a field of the app.
  const { undo, redo } = editor;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
      const t = e.target as HTMLElement | null;
      if (t && (t.closest('input, textarea, select, [contenteditable]'))) return;
      e.preventDefault();
      if (e.shiftKey) redo(); else undo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const err = project.error;
  if (err instanceof ApiError && err.status === 401) return <Navigate to={loginWithRedirect(paths.preview(id))} replace />;
  if (project.isPending) return <div className="py-24"><Spinner size="lg" text="Loading project..." /></div>;
  if (err instanceof ApiError && (err.status === 404 || err.status === 403)) {
    return (
      <StatusScreen icon="search" title="Project Not Found" text="This project doesn't exist, or it isn't yours to open.">
        <Link to={paths.dashboard} className={secondaryButton}>Go to Dashboard</Link>
        <Link to={paths.dashboard} className={primaryButton}>Create New Project</Link>
      </StatusScreen>
    );
  }
  if (err || !p) {
    return (
      <StatusScreen tone="error" title="Error Loading Project" text={errorText(err, 'The project could not be loaded.')}>
        <Link to={paths.dashboard} className={secondaryButton}>Back to Dashboard</Link>
        <Link to={paths.templates} className={primaryButton}>Browse Templates</Link>
      </StatusScreen>
    );
  }
  if (p.status === 'generating') return <GenerationScreen project={p} />;
  if (p.status === 'failed') {
    return (
      <StatusScreen tone="error" title="Generation failed" text={p.error ?? 'The website could not be generated.'}>
        <Link to={paths.dashboard} className={primaryButton}>Back to Dashboard</Link>
      </StatusScreen>
    );
  }

  const isOwner = p.user_id === user?.id;
  const back = () => (fromTemplates ? navigate(paths.templates) : window.history.length > 1 ? navigate(-1) : navigate(paths.dashboard));
  const toggleImprove = () => { setImproveMode((m) => !m); setTab('preview'); };
  const anotherImage = async (imageId: string) => {
    const before = p.version;
    toast.show('Looking for another photo…');
    try {
      const out = await api.post<{ source: string }>(`/api/project/${encodeURIComponent(p.id)}/images/${encodeURIComponent(imageId)}/another`, {});
      editor.changed(before);
      await qc.invalidateQueries({ queryKey: ['project', id] });
      toast.show(`Another photo placed (${out.source}).`);
    } catch (err) {
      toast.show(errorText(err, 'No other photo could be found.'));
    }
  };
  const handlers = { ...editor.handlers, onImprove, onImage, onAnotherImage: (imageId: string) => void anotherImage(imageId) };
  const replaceImage = async (file: File | undefined) => {
    if (!file || !imageId) return;
    const before = p.version;
    const image = `/api/project/${encodeURIComponent(p.id)}/images/${encodeURIComponent(imageId)}`;
    try {
      // Photos of up to 10 MB go straight to storage with a signed address, then are placed (issue 15 §1).
      const ticket = await api.post<{ upload_url: string; headers: Record<string, string>; upload_key: string }>(`${image}/upload`, { size: file.size, content_type: file.type });
      toast.show('Uploading…');
      const sent = await fetch(ticket.upload_url, { method: 'PUT', headers: ticket.headers, body: file });
      if (!sent.ok) throw new Error(`The photo could not be uploaded (${sent.status}). Please try again.`);
      await api.put(image, { upload_key: ticket.upload_key });
      editor.changed(before);
      await qc.invalidateQueries({ queryKey: ['project', id] });
      toast.show('Image replaced');
    } catch (err) {
      toast.show(errorText(err, 'The image could not be replaced.'));
    } finally {
      if (imageInput.current) imageInput.current.value = '';
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <button type="button" onClick={back} className="mt-0.5 rounded-lg border border-slate-300 p-2 text-slate-700 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
            aria-label={fromTemplates ? 'Back to templates' : 'Back'}><Icon name="arrowLeft" /></button>
          <div className="min-w-0">
            <h1 className="truncate text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{p.business_name}</h1>
            <p className="line-clamp-2 text-sm text-slate-600">{p.description}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <DeviceToggle value={device} onChange={setDevice} />
          <ShareMenu projectId={p.id} title={p.business_name} isOwner={isOwner} />
          {/* Only the owner can improve (the API answers 404 to anyone else): a gallery visitor sees the control, disabled, as on the Deploy tab. */}
          {isOwner && (
            <div role="group" aria-label="History" className="inline-flex gap-1">
              <button type="button" className={`${secondaryButton} !px-3 !py-1.5 text-sm`} onClick={editor.undo} disabled={!editor.canUndo} title="Undo (Ctrl+Z)">
                <Icon name="undo" className="h-4 w-4" />Undo</button>
              <button type="button" className={`${secondaryButton} !px-3 !py-1.5 text-sm`} onClick={editor.redo} disabled={!editor.canRedo} title="Redo (Shift+Ctrl+Z)">
                <Icon name="redo" className="h-4 w-4" />Redo</button>
            </div>
          )}
          <button type="button" aria-pressed={improveMode} onClick={toggleImprove} disabled={!isOwner}
            title={isOwner ? undefined : 'You can only improve projects you created'}
            className={`${improveMode ? primaryButton : secondaryButton} !px-3 !py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50`}>
            <Icon name="sparkles" className="h-4 w-4" />Toggle Improve Mode
          </button>
        </div>
      </div>
      {improveMode && tab === 'preview' && (
        <p role="status" className="mt-4 rounded-lg bg-indigo-50 px-4 py-2.5 text-sm text-indigo-900">Improve mode is on: click any text to edit it (Enter saves, Escape cancels), use the tools at the top of each section to move, copy, re-lay, add or delete it, or choose <strong>Improve</strong> to describe a change.</p>
      )}
      <div className="mt-5">
        <Tabs<Tab> label="Project views" value={tab} onChange={setTab} tabs={[
          { id: 'preview', label: <><Icon name="eye" className="h-4 w-4" />Preview</> },
          ...(isOwner ? [{ id: 'details' as const, label: <><Icon name="edit" className="h-4 w-4" />Details</> }, { id: 'messages' as const, label: <><Icon name="mail" className="h-4 w-4" />Messages</> },
            { id: 'history' as const, label: <><Icon name="clock" className="h-4 w-4" />History</> }] : []),
          { id: 'code', label: <><Icon name="code" className="h-4 w-4" />Code</> },
          { id: 'deploy', label: <><Icon name="rocket" className="h-4 w-4" />Deploy</> },
        ]}>
          {tab === 'preview' && (p.html_content
            ? <PreviewFrame projectId={p.id} title={`Preview of ${p.business_name}`} device={device} improveMode={improveMode && isOwner} reloadKey={editor.reloadKey} handlers={handlers} />
            : <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
                <p className="text-slate-600">No preview available</p>
                <button type="button" className={`${secondaryButton} mt-4`} onClick={() => void qc.invalidateQueries({ queryKey: ['project', id] })}><Icon name="refresh" className="h-4 w-4" />Refresh Project</button>
              </div>)}
          {tab === 'details' && isOwner && (
            <DetailsPanel projectId={p.id} sections={p.detail_sections ?? []} placeholders={p.placeholders ?? []}
              preview={<PreviewFrame projectId={p.id} title={`Preview of ${p.business_name}`} device={device} improveMode={false} reloadKey={p.version} handlers={{ onImprove }} />} />
          )}
          {tab === 'messages' && isOwner && <MessagesPanel projectId={p.id} />}
          {tab === 'history' && isOwner && <HistoryPanel projectId={p.id} title={`Preview of ${p.business_name}`} device={device} onRestored={(before) => editor.changed(before)} />}
          {tab === 'code' && <CodePanel html={p.html_content} css={p.css_content} js={p.js_content} businessName={p.business_name} projectId={p.id} />}
          {tab === 'deploy' && <DeployPanel projectId={p.id} businessName={p.business_name} hasContent={Boolean(p.html_content)} isOwner={isOwner} deployedUrl={p.deployed_url}
            placeholders={p.placeholders ?? []} headings={Object.fromEntries((p.detail_sections ?? []).map((d) => [d.section, d.heading]))} />}
        </Tabs>
      </div>
      {selector && (
        <ImproveModal selector={selector.selector} name={selector.name} onClose={() => setSelector(null)}
          onApply={async (input) => {
            const before = p.version;
            const out = await improve.mutateAsync(input);
            editor.changed(before);
            // Every answer says what changed (issue 17 §4).
            toast.show(out.changes?.length ? `${out.changes.join('. ')}.` : 'Section improved.');
          }} />
      )}
      {editor.adding && <AddSectionDialog afterName={editor.addingName} onAdd={(kind) => void editor.add(kind)} onClose={editor.cancelAdd} />}
      {isOwner && <input ref={imageInput} type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="sr-only" tabIndex={-1} aria-hidden="true"
        onChange={(e) => void replaceImage(e.target.files?.[0])} />}
      {toast.node}
    </div>
  );
}
