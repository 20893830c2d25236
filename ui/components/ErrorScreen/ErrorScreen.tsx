import { ERROR_COPY } from '../../domain/copy/site';
import { Heading } from '../Heading/Heading';
import * as styles from './ErrorScreen.css';

export interface ErrorScreenProps {
  /** Heading level fits where the screen appears; the page's h1 when it replaces the page. */
  headingLevel?: 1 | 2;
}

/** The generic error screen (spec point 8): what went wrong and a way home. */
export function ErrorScreen({ headingLevel = 2 }: ErrorScreenProps) {
  return (
    <section role="alert" className={styles.box}>
      <Heading level={headingLevel} size="lg" tone="danger">
        {ERROR_COPY.heading}
      </Heading>
      <p>{ERROR_COPY.text}</p>
      <p>
        <a href="/">{ERROR_COPY.backHome}</a>
      </p>
    </section>
  );
}
