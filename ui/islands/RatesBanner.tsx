import { useEffect, useState } from 'react';
import { ErrorBoundary } from '../components/ErrorScreen/ErrorBoundary';
import { RatesBar, type CpiReading, type ReferenceRate } from '../components/RatesBar/RatesBar';
import { useDataSource } from '../hooks/DataSourceContext';
import { lazyModule } from '../runtime/lazy';

// Its worker is fetched after the page, like the feeds' code.
const intlWarmUp = lazyModule(() => import('../runtime/intlWarmUp'));

function Rates() {
  const data = useDataSource();
  const [referenceRate, setReferenceRate] = useState<ReferenceRate | null | undefined>(undefined);
  const [cpi, setCpi] = useState<CpiReading | null | undefined>(undefined);

  useEffect(() => {
    // The figures are formatted when they arrive; the ICU data they need loads off the page.
    intlWarmUp.load().then(
      (intl) => void intl.warmIntlOffThread(),
      () => undefined,
    );
    let active = true;
    // The feeds never reject by contract; the catch only guards against a broken DataSource.
    data.getReferenceRate().then(
      (value) => {
        if (active) setReferenceRate(value);
      },
      () => {
        if (active) setReferenceRate(null);
      },
    );
    data.getCpiYearOverYear().then(
      (value) => {
        if (active) setCpi(value);
      },
      () => {
        if (active) setCpi(null);
      },
    );
    return () => {
      active = false;
    };
  }, [data]);

  return <RatesBar referenceRate={referenceRate} cpi={cpi} />;
}

/** The header's rates island: each figure appears when its feed answers and stays hidden if not. */
export function RatesBanner() {
  return (
    <ErrorBoundary>
      <Rates />
    </ErrorBoundary>
  );
}
