import * as styles from './Disclaimer.css';

/** The legal note that every page carries: results are indicative, not an offer. */
export function Disclaimer() {
  return (
    <aside aria-label="Zastrzeżenie" className={styles.box}>
      <p className={styles.text}>
        Wyniki symulacji mają charakter wyłącznie orientacyjny i nie stanowią oferty w rozumieniu
        art. 66 Kodeksu cywilnego. Rzeczywista rata zależy od oferty banku, oceny zdolności
        kredytowej oraz zmian oprocentowania w czasie trwania umowy.
      </p>
    </aside>
  );
}
