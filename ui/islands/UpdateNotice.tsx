import { useEffect, useState } from 'react';
import { ErrorBoundary } from '../components/ErrorScreen/ErrorBoundary';
import { UpdateBanner } from '../components/UpdateBanner/UpdateBanner';
import { useDataSource } from '../hooks/DataSourceContext';

function Notice() {
  const data = useDataSource();
  // The function that switches to the waiting version, or null when none is offered.
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(
    () =>
      data.onUpdateAvailable((next) => {
        setApply(() => next);
      }),
    [data],
  );
  return (
    <UpdateBanner
      open={apply !== null}
      onRefresh={() => {
        apply?.();
      }}
      onDismiss={() => {
        setApply(null);
      }}
    />
  );
}

/**
 * Registers the offline service worker (after load) and shows the update banner when a new
 * deployment is waiting; nothing reloads until the visitor presses Odśwież.
 */
export function UpdateNotice() {
  return (
    <ErrorBoundary fallback={null}>
      <Notice />
    </ErrorBoundary>
  );
}
