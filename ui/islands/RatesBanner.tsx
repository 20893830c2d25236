import { useEffect } from 'react';
import type { DataSource } from '../data';
import { ErrorBoundary } from '../components/ErrorScreen/ErrorBoundary';
import { RatesBar } from '../components/RatesBar/RatesBar';
import { useFeedValue } from '../hooks/useFeedValue';
import { warmIntl } from '../runtime/warmIntl';

const readReferenceRate = (data: DataSource) => data.getReferenceRate();
const readCpi = (data: DataSource) => data.getCpiYearOverYear();

function Rates() {
  const referenceRate = useFeedValue(readReferenceRate);
  const cpi = useFeedValue(readCpi);
  useEffect(() => {
    // The figures are formatted when they arrive; the ICU data they need loads off the page.
    void warmIntl();
  }, []);
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
