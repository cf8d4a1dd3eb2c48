import { ConflictError } from '../errors';
import type { DeploymentRecord, DeploymentRepository } from '../deployments/ports';
import type { JobEntry, JobLedger } from '../jobs/ports';
import type { BlobStore, ProjectRecord, ProjectRepository, ProjectVersion } from '../projects/ports';

const clone = <T>(v: T): T => structuredClone(v);

/** Versioned in-memory store with the adapters' rules: conditional create, update on the read version. */
function versioned<T extends { id: string; version: number }>(what: string) {
  const items = new Map<string, T>();
  return {
    items,
    get: async (id: string) => (items.has(id) ? clone(items.get(id) as T) : null),
    create: async (x: T) => {
      if (items.has(x.id)) throw new ConflictError(`${what} id already exists.`);
      items.set(x.id, clone(x));
    },
    update: async (x: T) => {
      const stored = items.get(x.id);
      if (!stored || stored.version !== x.version) throw new ConflictError(`The ${what} was changed by another request.`);
      const next = { ...clone(x), version: x.version + 1 };
      items.set(x.id, next);
      return clone(next);
    },
    delete: async (id: string) => { items.delete(id); },
  };
}

/** In-memory ProjectRepository for unit tests. */
export function createMemoryProjectRepository(): ProjectRepository & { items: Map<string, ProjectRecord> } {
  const base = versioned<ProjectRecord>('project');
  const versions: ProjectVersion[] = [];
  return {
    ...base,
    listByUser: async (userId) => [...base.items.values()].filter((p) => p.user_id === userId).sort((a, b) => (a.created_at < b.created_at ? 1 : -1)).map(clone),
    saveVersion: async (v) => {
      const at = versions.findIndex((x) => x.project_id === v.project_id && x.version === v.version);
      if (at >= 0) versions.splice(at, 1);
      versions.push(clone(v));
    },
    listVersions: async (projectId) => versions.filter((v) => v.project_id === projectId).sort((a, b) => b.version - a.version)
      .map(({ project_id, version, kind, summary, created_at, saved_at }) => clone({ project_id, version, kind, summary, created_at, saved_at })),
    getVersion: async (projectId, version) => clone(versions.find((v) => v.project_id === projectId && v.version === version) ?? null),
    deleteVersions: async (projectId, list) => {
      for (let i = versions.length - 1; i >= 0; i--) if (versions[i]!.project_id === projectId && list.includes(versions[i]!.version)) versions.splice(i, 1);
    },
  };
}

/** In-memory DeploymentRepository for unit tests, with the per-project lock. */
export function createMemoryDeploymentRepository(): DeploymentRepository & { items: Map<string, DeploymentRecord> } {
  const base = versioned<DeploymentRecord>('deployment');
  const locks = new Map<string, { deploymentId: string; at: number }>();
  return {
    ...base,
    listByProject: async (projectId) => [...base.items.values()].filter((d) => d.project_id === projectId).sort((a, b) => (a.created_at < b.created_at ? 1 : -1)).map(clone),
    lockProject: async (projectId, deploymentId, now, staleMs, takeOverFrom) => {
      const held = locks.get(projectId);
      if (held && held.deploymentId !== deploymentId && held.deploymentId !== takeOverFrom && held.at >= now - staleMs) return false;
      locks.set(projectId, { deploymentId, at: now });
      return true;
    },
    lockHolder: async (projectId) => locks.get(projectId)?.deploymentId ?? null,
    unlockProject: async (projectId, deploymentId) => {
      if (locks.get(projectId)?.deploymentId === deploymentId) locks.delete(projectId);
    },
  };
}

/** In-memory BlobStore. */
export function createMemoryBlobStore(): BlobStore {
  const blobs = new Map<string, { bytes: Uint8Array; contentType: string }>();
  return {
    put: async (key, bytes, contentType) => { blobs.set(key, { bytes, contentType }); },
    get: async (key) => blobs.get(key) ?? null,
  };
}

/** In-memory JobLedger for unit tests, with the adapter's rules (beat is a no-op without an entry; conditional requeue). */
export function createMemoryJobLedger(): JobLedger & { items: Map<string, JobEntry> } {
  const items = new Map<string, JobEntry>();
  return {
    items,
    start: async (job, at) => { items.set(job.id, { ...job, created_at: at, heartbeat_at: at, attempts: 0, requeues: 0 }); },
    beat: async (id, at, pickup) => {
      const e = items.get(id);
      if (e) items.set(id, { ...e, heartbeat_at: at, attempts: e.attempts + (pickup ? 1 : 0) });
    },
    get: async (id) => clone(items.get(id) ?? null),
    end: async (id) => { items.delete(id); },
    listStale: async (before, limit) => [...items.values()].filter((e) => e.heartbeat_at < before).sort((a, b) => (a.heartbeat_at < b.heartbeat_at ? -1 : 1)).slice(0, limit).map(clone),
    requeued: async (entry, at) => {
      const e = items.get(entry.id);
      if (!e || e.requeues !== entry.requeues || e.heartbeat_at !== entry.heartbeat_at) return false;
      items.set(entry.id, { ...e, requeues: e.requeues + 1, heartbeat_at: at });
      return true;
    },
  };
}
