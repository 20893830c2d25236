// Test-only: renders a hook inside a DataSourceProvider.
import { renderHook, type RenderHookResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DataSource } from '../data/types';
import { DataSourceProvider } from './DataSourceContext';

/** `renderHook` with `data` as the DataSource in effect. */
export function renderWithData<Result>(
  hook: () => Result,
  data: DataSource,
): RenderHookResult<Result, unknown> {
  return renderHook(hook, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <DataSourceProvider value={data}>{children}</DataSourceProvider>
    ),
  });
}
