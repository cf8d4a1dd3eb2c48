import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a mutation's answer in the cache as the query's data (exact key), cancelling a read of that
 * query still under way first: begun before the mutation, it would answer from before it and overwrite
 * the newer data (a share link shown as off, a restored page replaced by the old one).
 */
export async function replaceQueryData<T>(qc: QueryClient, queryKey: QueryKey, data: T): Promise<void> {
  await qc.cancelQueries({ queryKey, exact: true });
  qc.setQueryData(queryKey, data);
}
