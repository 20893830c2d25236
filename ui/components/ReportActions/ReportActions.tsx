import { useId } from 'react';
import { REFINANCE_LINK_COPY } from '../../domain/copy/refinanceLink';
import { REPORT_ACTIONS_COPY } from '../../domain/copy/report';
import { Button } from '../Button/Button';
import { MoreActions, narrowOnly, wideOnly } from '../MoreActions/MoreActions';
import * as styles from './ReportActions.css';

/** What happened after `Udostępnij`: copied, or the link to copy by hand. */
export type ShareStatus = { kind: 'copied' } | { kind: 'manual'; link: string } | null;

export interface ReportActionsProps {
  onShare: () => void;
  onDownloadCsv: () => void;
  onPrint: () => void;
  /** Where `Użyj jako punkt wyjścia` leads: the home form, filled with this run's settings. */
  startFromHref: string;
  /** `Czy opłaca się przenieść ten kredyt?`: the refinancing planner filled from this run (issue 34). */
  refinanceHref?: string | undefined;
  shareStatus?: ShareStatus;
  /** The run's label, which names the `Więcej akcji` menu of a narrow screen. */
  label?: string;
}

/** The report's actions (issue 14): share by link, CSV, print, and a new run from this one. */
export function ReportActions({
  onShare,
  onDownloadCsv,
  onPrint,
  startFromHref,
  refinanceHref,
  shareStatus = null,
  label,
}: ReportActionsProps) {
  const linkId = useId();
  return (
    <div className={styles.actions} role="group" aria-label={REPORT_ACTIONS_COPY.label}>
      <div className={styles.buttons}>
        <span className={wideOnly}>
          <Button tone="secondary" onClick={onShare}>
            {REPORT_ACTIONS_COPY.share}
          </Button>
          <Button tone="secondary" onClick={onDownloadCsv}>
            {REPORT_ACTIONS_COPY.csv}
          </Button>
          <Button tone="secondary" onClick={onPrint}>
            {REPORT_ACTIONS_COPY.print}
          </Button>
          <a href={startFromHref} className={styles.link}>
            {REPORT_ACTIONS_COPY.startFrom}
          </a>
          {refinanceHref !== undefined && (
            <a href={refinanceHref} className={styles.link}>
              {REFINANCE_LINK_COPY.reportLink}
            </a>
          )}
        </span>
        <span className={narrowOnly}>
          <MoreActions
            name={
              label === undefined ? REPORT_ACTIONS_COPY.more : REPORT_ACTIONS_COPY.moreNamed(label)
            }
            text={REPORT_ACTIONS_COPY.more}
            items={[
              { text: REPORT_ACTIONS_COPY.share, onSelect: onShare },
              { text: REPORT_ACTIONS_COPY.csv, onSelect: onDownloadCsv },
              { text: REPORT_ACTIONS_COPY.print, onSelect: onPrint },
              { text: REPORT_ACTIONS_COPY.startFrom, href: startFromHref },
              ...(refinanceHref === undefined
                ? []
                : [{ text: REFINANCE_LINK_COPY.reportLink, href: refinanceHref }]),
            ]}
          />
        </span>
      </div>
      <div role="status" aria-live="polite" className={styles.status}>
        {shareStatus?.kind === 'copied' && (
          <p className={styles.message}>{REPORT_ACTIONS_COPY.copied}</p>
        )}
        {shareStatus?.kind === 'manual' && (
          <div className={styles.manual}>
            <label htmlFor={linkId} className={styles.message}>
              {REPORT_ACTIONS_COPY.copyFallback}
            </label>
            <input
              id={linkId}
              className={styles.linkField}
              readOnly
              value={shareStatus.link}
              onFocus={(event) => {
                event.currentTarget.select();
              }}
            />
          </div>
        )}
      </div>
    </div>
  );
}
