import { BANK_CHECK_COPY } from '../../domain/copy/bankCheck';
import { Stack } from '../Stack/Stack';
import * as styles from './BankCheckReading.css';

export interface BankCheckReadingProps {
  /** How many instalments were read. */
  rows: number;
  /** What the borrower should know about the reading (skipped lines, no dates), in Polish. */
  notices: readonly string[];
}

/** What was read from the paste: the count of instalments and the parser's notices. */
export function BankCheckReading({ rows, notices }: BankCheckReadingProps) {
  return (
    <Stack space="xs" role="status">
      <p className={styles.text}>{BANK_CHECK_COPY.reading.rows(rows)}</p>
      {notices.length > 0 && (
        <ul aria-label={BANK_CHECK_COPY.reading.title} className={styles.text}>
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
