import { useId } from 'react';
import { HOME_HREF } from '../../domain';
import { REPORT_COPY } from '../../domain/copy/report';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /** The headline; by default the not-found one. */
  heading?: string;
  /** What happened and what the borrower can do. */
  text?: string;
  /** A further paragraph, e.g. where saved runs live. */
  note?: string;
}

/**
 * The report's "cannot show this run" screen: by default not found (the id is empty, unknown or
 * its simulation was deleted); the same frame says when a record is damaged or storage is off.
 */
export function NotFound({
  heading = REPORT_COPY.notFoundHeading,
  text = REPORT_COPY.notFoundText,
  note,
}: NotFoundProps) {
  const headingId = useId();
  return (
    <Stack as="section" space="sm" align="start" aria-labelledby={headingId} className={styles.box}>
      {/* It replaces the whole report, so it is the page's headline. */}
      <Heading level={1} id={headingId}>
        {heading}
      </Heading>
      <p className={styles.text}>{text}</p>
      {note !== undefined && <p className={styles.text}>{note}</p>}
      <a href={HOME_HREF} className={styles.link}>
        {REPORT_COPY.backHome}
      </a>
    </Stack>
  );
}
