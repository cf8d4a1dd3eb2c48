import { ApiError, errorText } from '@sitewright/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProjectWithFacts } from '../details/api/details';
import type { EditorHandlers, SectionAction } from '../projects/components/preview-frame';
import { useEditSite, useRestoreVersion, type SiteEdit } from './api/history';

/** What the editor gives the preview page. */
export interface SiteEditor {
  handlers: Omit<EditorHandlers, 'onImprove' | 'onImage'>;
  /** Bumped when the frame must load the page again (a section tool, Undo, Redo, a restore). */
  reloadKey: number;
  canUndo: boolean;
  canRedo: boolean;
  undo(): void;
  redo(): void;
  /** The section the "Add a section" dialog adds below, while it is open, and its name. */
  adding: string | null;
  addingName: string;
  add(kind: string): Promise<void>;
  cancelAdd(): void;
  /** Record a change made elsewhere (Improve, an image, a restore from History): Undo goes back to `before`. */
  changed(before: number, reload?: boolean): void;
}

/**
 * The editing session of the project on screen (issue 17 §1–3): in-place edits and section tools sent
 * one at a time (each on the version the previous one made, so none answers 409 to its own sibling),
 * and Undo/Redo for this session's changes as restores of kept versions (a restore is itself a new
 * version, so Undo never loses anything). `say` announces each outcome in words.
 */
export function useSiteEditor(p: ProjectWithFacts | undefined, say: (text: string) => void): SiteEditor {
  const id = p?.id ?? '';
  const qc = useQueryClient();
  const edit = useEditSite(id);
  const restore = useRestoreVersion(id);
  const [undoStack, setUndo] = useState<string[]>([]);
  const [redoStack, setRedo] = useState<string[]>([]);
  const [reloadKey, setReloadKey] = useState(0);
  const [adding, setAdding] = useState<{ id: string; name: string } | null>(null);
  const version = useRef(p?.version ?? 0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // A version read from the server (refetch, another tab's change) is the one the next edit builds on.
  useEffect(() => { if (p && p.version > version.current) version.current = p.version; }, [p]);

  /** Run one server change after the ones before it. */
  const serial = useCallback(<T,>(work: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(work, work);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const failed = useCallback((err: unknown) => {
    if (err instanceof ApiError && err.status === 409) {
      say('The site changed elsewhere meanwhile; showing the current version. Make the change again.');
      void qc.invalidateQueries({ queryKey: ['project', id] });
      setReloadKey((k) => k + 1);
    } else {
      say(errorText(err, 'The change could not be saved.'));
    }
  }, [id, qc, say]);

  const run = useCallback((e: SiteEdit, reload: boolean) => serial(async () => {
    const before = version.current;
    try {
      const out = await edit.mutateAsync({ version: before, edit: e });
      version.current = out.version;
      setUndo((u) => [...u, String(before)]);
      setRedo([]);
      if (reload) setReloadKey((k) => k + 1);
      say(out.summary);
      return { ok: true };
    } catch (err) {
      failed(err);
      return { ok: false };
    }
  }), [edit, failed, say, serial]);

  const travel = useCallback((from: string[], setFrom: (f: (s: string[]) => string[]) => void, setTo: (f: (s: string[]) => string[]) => void, verb: string) => {
    const target = from[from.length - 1];
    if (!target) return;
    void serial(async () => {
      const before = version.current;
      try {
        const out = await restore.mutateAsync(target);
        version.current = out.version;
        setFrom((s) => s.slice(0, -1));
        setTo((s) => [...s, String(before)]);
        setReloadKey((k) => k + 1);
        say(verb);
      } catch (err) {
        failed(err);
      }
    });
  }, [failed, restore, say, serial]);

  const onSection = useCallback((action: SectionAction, section: string, name?: string) => {
    if (action === 'add') { setAdding({ id: section, name: name ?? section }); return; }
    if (action === 'improve') return;
    const e: SiteEdit = action === 'up' || action === 'down' ? { op: 'move', section, direction: action } : { op: action, section };
    void run(e, true);
  }, [run]);

  const handlers = useMemo(() => ({
    onEdit: (path: string, value: string) => run({ op: 'text', path, value }, false),
    onSection,
    onUndo: () => travel(undoStack, setUndo, setRedo, 'Undone'),
    onRedo: () => travel(redoStack, setRedo, setUndo, 'Redone'),
  }), [onSection, redoStack, run, travel, undoStack]);

  return {
    handlers, reloadKey, adding: adding?.id ?? null, addingName: adding?.name ?? '',
    canUndo: undoStack.length > 0, canRedo: redoStack.length > 0,
    undo: handlers.onUndo, redo: handlers.onRedo,
    add: async (kind: string) => {
      const after = adding?.id;
      setAdding(null);
      if (after) await run({ op: 'add', kind, after }, true);
    },
    cancelAdd: () => setAdding(null),
    changed: (before: number, reload = true) => {
      setUndo((u) => [...u, String(before)]);
      setRedo([]);
      if (reload) setReloadKey((k) => k + 1);
    },
  };
}
