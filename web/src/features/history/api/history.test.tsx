import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { api } from '../../../lib/api';
import { fakeApi, type FakeRoute } from '../../../test/fake-api';
import { useRestoreVersion } from './history';

const PROJECT = '/api/project/prj_1';

/** The project as a page reads it, and Restore, over one fresh QueryClient and the given fake routes. */
function renderRestore(routes: Record<string, FakeRoute>) {
  fakeApi(routes);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => ({
    project: useQuery({ queryKey: ['project', 'prj_1'], queryFn: () => api.get<{ version: number; html_content: string }>(PROJECT) }),
    restore: useRestoreVersion('prj_1'),
  }), { wrapper });
  return { qc, result };
}

describe('Restore (issue 17 §3)', () => {
  it('It should keep the restored project when a read of the project that began before the restore answers after it', async () => {
    // Prepare: the project is being read (as when the window regains focus) while the owner restores.
    let answerRead: (v: [number, unknown]) => void = () => undefined;
    const { qc, result } = renderRestore({
      [`GET ${PROJECT}`]: () => new Promise((resolve) => { answerRead = resolve; }),
      [`POST ${PROJECT}/versions/ver_1/restore`]: () => [200, { id: 'prj_1', version: 7, html_content: '<h1>Restored</h1>' }],
      [`GET ${PROJECT}/versions`]: () => [200, { versions: [] }],
    });
    await waitFor(() => expect(result.current.project.isFetching).toBe(true));
    // Act
    await act(() => result.current.restore.mutateAsync('ver_1'));
    answerRead([200, { id: 'prj_1', version: 6, html_content: '<h1>Before</h1>' }]);
    await waitFor(() => expect(qc.isFetching({ queryKey: ['project', 'prj_1'], exact: true })).toBe(0));
    // Assess
    expect(result.current.project.data).toMatchObject({ version: 7, html_content: '<h1>Restored</h1>' });
  });

  it('It should leave the project as it was when the restore is refused', async () => {
    const { result } = renderRestore({
      [`GET ${PROJECT}`]: () => [200, { id: 'prj_1', version: 6, html_content: '<h1>Now</h1>' }],
      [`POST ${PROJECT}/versions/ver_gone/restore`]: () => [404, { detail: 'Version not found' }],
    });
    await waitFor(() => expect(result.current.project.data).toMatchObject({ version: 6 }));
    await act(() => expect(result.current.restore.mutateAsync('ver_gone')).rejects.toMatchObject({ status: 404, detail: 'Version not found' }));
    expect(result.current.project.data).toMatchObject({ version: 6, html_content: '<h1>Now</h1>' });
  });
});
