import { useLayoutEffect, useState } from 'react';
import { canShareNatively, copyToClipboard, downloadFile, shareNatively } from '../data/files';
import {
  formatDateTime,
  isSimulationId,
  sharedReportHref,
  simulationIdFromPath,
  startFromSavedHref,
  startFromSettingsHref,
  type Settings,
  type Simulation,
} from '../domain';
import { REPORT_ACTIONS_COPY, REPORT_COPY, SCHEDULE_COPY } from '../domain/copy/report';
import { STORAGE_COPY } from '../domain/copy/header';
import { recipeRateText } from '../domain/recipeLabels';
import { refinanceFromRunHref } from '../domain/refinanceRoutes';
import { scheduleOf } from '../domain/schedule';
import { ReportActions, type ShareStatus } from '../components/ReportActions/ReportActions';
import { ErrorBoundary } from '../components/ErrorScreen/ErrorBoundary';
import { ErrorScreen } from '../components/ErrorScreen/ErrorScreen';
import { LoadingState } from '../components/LoadingState/LoadingState';
import { NotFound } from '../components/NotFound/NotFound';
import { LatestCpiContext } from '../components/RealCost/latestCpi';
import { SimulationReport } from '../components/SimulationReport/SimulationReport';
import { useLocationPathname } from '../hooks/useAddress';
import { useKeepOwnRise } from '../hooks/useKeepOwnRise';
import { useLatestCpi } from '../hooks/useLatestCpi';
import { useReportLookup } from '../hooks/useReportLookup';
import { lazyModule } from '../runtime/lazy';
import { measureReportRender } from '../runtime/marks';
import { SharedBanner } from './SharedBanner';
import * as styles from './SimulationDetail.css';

// The link's encoder and the CSV writer load on first use (issue 14), not with the report.
const shareLinkCode = lazyModule(() => import('../domain/shareLink'));
const csvCode = lazyModule(() => import('../domain/csv'));

export interface SimulationDetailProps {
  /** The path to read the id from; defaults to the browser's address. Stories set it. */
  pathname?: string;
  /** The fragment of a shared link; defaults to the browser's. Stories set it. */
  hash?: string;
}

/** The report's actions, wired to the browser: share, CSV, print, start a new run from this one. */
function Actions({ simulation, fragment }: { simulation: Simulation; fragment?: string }) {
  const [shareStatus, setShareStatus] = useState<ShareStatus>(null);

  async function share() {
    const { settings, timestamp, name } = simulation;
    const encoded =
      fragment ?? (await shareLinkCode.load()).encodeShareLink(settings, { timestamp, name });
    const link = new URL(sharedReportHref(await encoded), window.location.origin).href;
    if (
      canShareNatively() &&
      (await shareNatively(REPORT_ACTIONS_COPY.shareTitle(simulation.label), link))
    ) {
      return;
    }
    setShareStatus((await copyToClipboard(link)) ? { kind: 'copied' } : { kind: 'manual', link });
  }

  async function downloadCsv() {
    const { schedule, columns, totals } = scheduleOf(simulation);
    if (totals === null) return;
    const { scheduleCsv, scheduleFileName } = await csvCode.load();
    const csv = scheduleCsv(
      columns,
      SCHEDULE_COPY.columns,
      schedule.rows,
      totals,
      SCHEDULE_COPY.totals,
      simulation.name === undefined ? undefined : [SCHEDULE_COPY.name, simulation.name],
      // Only a run with a recipe gets its line: any other writes the spec's CSV as before.
      recipeRateText(simulation.settings) ?? undefined,
    );
    downloadFile(
      scheduleFileName(simulation.label, simulation.name),
      csv,
      'text/csv;charset=utf-8',
    );
  }

  return (
    <ReportActions
      onShare={() => {
        void share();
      }}
      onDownloadCsv={() => {
        void downloadCsv();
      }}
      onPrint={() => {
        window.print();
      }}
      startFromHref={
        fragment === undefined ? startFromSavedHref(simulation.id) : startFromSettingsHref(fragment)
      }
      // A shared run is not stored: the planner could not find it by its id.
      refinanceHref={fragment === undefined ? refinanceFromRunHref(simulation.id) : undefined}
      shareStatus={shareStatus}
      label={simulation.label}
    />
  );
}

/** `Wstaw do nadpłat` on the report (issue 36): home's form, started from the new settings. */
function startWithOverpayments(settings: Settings): void {
  void shareLinkCode
    .load()
    .then(({ encodeShareLink }) => encodeShareLink(settings))
    .then((fragment) => {
      window.location.assign(startFromSettingsHref(fragment));
    });
}

/** The report, with the User Timing measure `npm run bench` reads. */
function TimedReport({
  simulation,
  onOwnRiseChange,
}: {
  simulation: Simulation;
  onOwnRiseChange?: ((points: number | null) => void) | undefined;
}) {
  useLayoutEffect(measureReportRender, []);
  // `Koszt realny` defaults to the CPI the banner shows.
  return (
    <LatestCpiContext value={useLatestCpi()}>
      <SimulationReport
        simulation={simulation}
        onInsertOverpayments={startWithOverpayments}
        onOwnRiseChange={onOwnRiseChange}
      />
    </LatestCpiContext>
  );
}

/** A saved run's report: `Własny wzrost` is kept with the run as the borrower types it. */
function SavedReport({ simulation }: { simulation: Simulation }) {
  return <TimedReport simulation={simulation} onOwnRiseChange={useKeepOwnRise(simulation.id)} />;
}

function Detail({ pathname, hash }: SimulationDetailProps) {
  const locationPathname = useLocationPathname();
  const path = pathname ?? locationPathname;
  const parsedId = path === null ? null : simulationIdFromPath(path);
  // An id that no saved run can have (spec point 5: empty or missing) is not looked up.
  const id =
    parsedId === null || parsedId === undefined || isSimulationId(parsedId) ? parsedId : undefined;
  const current = useReportLookup(id, hash);

  if (id === undefined) return <NotFound />;
  // A report address opened in another browser finds nothing: say where runs live (issue 32).
  if (current?.status === 'missing') return <NotFound note={REPORT_COPY.notStoredNote} />;
  if (current?.status === 'damaged') {
    return <NotFound heading={REPORT_COPY.damagedHeading} text={REPORT_COPY.damagedText} />;
  }
  if (current?.status === 'unavailable') {
    return <NotFound heading={REPORT_COPY.unavailableHeading} text={REPORT_COPY.unavailableText} />;
  }
  if (current?.status === 'outdated') {
    return <NotFound heading={REPORT_COPY.unavailableHeading} text={STORAGE_COPY.outdated} />;
  }
  if (current?.status === 'failed') return <ErrorScreen headingLevel={1} />;
  if (current?.status === 'badLink') {
    return (
      <NotFound
        heading={REPORT_ACTIONS_COPY.badLinkHeading}
        text={REPORT_ACTIONS_COPY.badLinkText}
      />
    );
  }
  const simulation =
    current?.status === 'found' || current?.status === 'shared' ? current.simulation : null;

  // Loading and loaded share one frame and one h1, which is in the served HTML: the headline
  // is on screen at once and only its text changes when the simulation has been read.
  return (
    <div className={styles.report}>
      {/* Saved data is untrusted: the label is rendered as text, never as markup. */}
      <h1 className={styles.headline}>
        {simulation === null ? REPORT_COPY.pendingHeadline : REPORT_COPY.headline(simulation.label)}
      </h1>
      {simulation === null ? (
        // A screen high: the long report that replaces it then moves the footer below the
        // fold, not in view (no layout shift).
        <div className={styles.pending}>
          <LoadingState />
        </div>
      ) : (
        <>
          {simulation.name !== undefined && (
            <p className={styles.name}>{REPORT_COPY.name(simulation.name)}</p>
          )}
          <p className={styles.date}>
            {REPORT_ACTIONS_COPY.date(formatDateTime(simulation.timestamp))}
          </p>
          {simulation.resultsRecomputed === true && (
            <p role="note" className={styles.recomputed}>
              {REPORT_COPY.recomputed}
            </p>
          )}
          {current?.status === 'shared' && (
            <SharedBanner
              simulation={simulation}
              recomputed={current.recomputed}
              savedId={current.savedId}
            />
          )}
          <Actions
            simulation={simulation}
            {...(current?.status === 'shared' ? { fragment: current.fragment } : {})}
          />
          {current?.status === 'found' ? (
            <SavedReport simulation={simulation} />
          ) : (
            <TimedReport simulation={simulation} />
          )}
        </>
      )}
    </div>
  );
}

/** The report page's island: reads the id from the address and shows the saved simulation. */
export function SimulationDetail({ pathname, hash }: SimulationDetailProps) {
  return (
    <ErrorBoundary headingLevel={1}>
      <Detail
        {...(pathname === undefined ? {} : { pathname })}
        {...(hash === undefined ? {} : { hash })}
      />
    </ErrorBoundary>
  );
}
