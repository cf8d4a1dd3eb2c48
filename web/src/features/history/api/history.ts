import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectWithFacts } from '../../details/api/details';
import { api } from '../../../lib/api';
import { replaceQueryData } from '../../../lib/query-data';

/** One entry of a project's History (issue 17 §3). */
export interface VersionEntry { version_id: string; created_at: string; kind: string; summary: string }

/** An in-place edit or a section tool (issue 17 §1–2), as POST /api/project/{id}/edits takes it. */
export type SiteEdit =
  | { op: 'text'; path: string; value: string }
  | { op: 'move'; section: string; direction: 'up' | 'down' }
  | { op: 'duplicate' | 'delete'; section: string }
  | { op: 'variant'; section: string; variant?: string }
  | { op: 'add'; kind: string; after: string };

/** What an edit answers. */
export interface EditAnswer { version: number; summary: string; html_content: string }

const base = (id: string) => `/api/project/${encodeURIComponent(id)}`;

/** POST /api/project/{id}/edits {version, edit}: 409 when `version` is stale, 422 for an edit that does not fit. */
export const editSite = (id: string, version: number, edit: SiteEdit) => api.post<EditAnswer>(`${base(id)}/edits`, { version, edit });

/** GET /api/project/{id}/versions, current first. */
export const listVersions = (id: string) => api.get<{ versions: VersionEntry[] }>(`${base(id)}/versions`);

/** POST /api/project/{id}/versions/{versionId}/restore: answers the project as GET does. */
export const restoreVersion = (id: string, versionId: string) => api.post<ProjectWithFacts>(`${base(id)}/versions/${encodeURIComponent(versionId)}/restore`, {});

export const useVersions = (id: string, enabled = true) => useQuery({ queryKey: ['project', id, 'versions'], queryFn: () => listVersions(id), enabled });

/**
 * An edit of the project on screen: the project in the cache takes the new version and page at once
 * (the frame already shows the typed text, so it is not reloaded), and History is re-read.
 */
export function useEditSite(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ version, edit }: { version: number; edit: SiteEdit }) => editSite(id, version, edit),
    onSuccess: (out) => {
      qc.setQueryData<ProjectWithFacts>(['project', id], (p) => (p ? { ...p, version: out.version, html_content: out.html_content } : p));
      void qc.invalidateQueries({ queryKey: ['project', id] });
    },
  });
}

/**
 * Restore a version (History, Undo, Redo): the project in the cache becomes the answer (a read still under
 * way would put the old page and version back, and the next edit would be refused as a conflict).
 */
export function useRestoreVersion(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => restoreVersion(id, versionId),
    onSuccess: async (p) => {
      await replaceQueryData(qc, ['project', id], p);
      void qc.invalidateQueries({ queryKey: ['project', id, 'versions'] });
    },
  });
}
