import { LOADING_TEXT } from '../../domain/copy/shared';
import * as styles from './LoadingState.css';

export interface LoadingStateProps {
  /** Defaults to the spec's text for reading a simulation. */
  message?: string;
}

/** A polite status with a spinner, announced to screen readers while data loads. */
export function LoadingState({ message = LOADING_TEXT }: LoadingStateProps) {
  return (
    <div role="status" aria-live="polite" className={styles.wrapper}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
