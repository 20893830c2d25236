import * as styles from './NotFound.css';

/** The report's not-found screen: the id is empty, unknown or its simulation was deleted. */
export function NotFound() {
  return (
    <section aria-labelledby="nie-znaleziono" className={styles.box}>
      {/* It replaces the whole report, so it is the page's headline. */}
      <h1 id="nie-znaleziono" className={styles.heading}>
        Nie znaleziono symulacji
      </h1>
      <p className={styles.text}>
        Symulacja o podanym identyfikatorze nie istnieje albo została usunięta.
      </p>
      <a href="/" className={styles.link}>
        Wróć na stronę główną
      </a>
    </section>
  );
}
