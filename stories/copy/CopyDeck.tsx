// The Copy page's content: every text of ui/domain/copy.ts, read from the module itself and
// grouped by screen, with the spec's own texts (SPEC_TEXTS, the `@spec` entries) marked.
import * as deck from '../../ui/domain/copy';
import * as styles from '../foundations/Foundations.css';

/** One text of the deck: where it lives, what it says, and whether the spec quotes it. */
interface DeckEntry {
  /** E.g. `SITE_COPY.pages.home.title`. */
  path: string;
  text: string;
  /** The entry is a function: its text is shown with `{1}`, `{2}`… for its arguments. */
  template: boolean;
  spec: boolean;
}

/** A group of the deck (one exported object), with its JSDoc from the source. */
export interface DeckGroup {
  name: string;
  description: string;
  entries: DeckEntry[];
}

const SPEC = new Set(deck.SPEC_TEXTS);

/**
 * The deck's sources, read as text for the JSDoc above each group: copy.ts, and the per-part
 * files under copy/ where the deck is split so each page's bundle carries only its own texts.
 */
const SOURCES = Object.values(
  import.meta.glob<string>(['../../ui/domain/copy.ts', '../../ui/domain/copy/*.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

/** Each exported copy object's JSDoc, by name: the description of its group. */
function descriptions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const source of SOURCES) {
    for (const match of source.matchAll(
      /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (\w+)\b/g,
    )) {
      const text = (match[1] ?? '')
        .split('\n')
        .map((line) => line.replace(/^\s*\*\s?/, '').trim())
        .filter(Boolean)
        .join(' ');
      found.set(match[2] ?? '', text);
    }
  }
  return found;
}

/** A template's text with numbered placeholders, or null when it needs more than plain text. */
function templateText(template: (...args: never[]) => unknown): string | null {
  const placeholders = Array.from({ length: template.length }, (_, index) => `{${index + 1}}`);
  try {
    const text = (template as (...args: string[]) => unknown)(...placeholders);
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

function entriesOf(value: unknown, path: string, into: DeckEntry[] = []): DeckEntry[] {
  if (typeof value === 'string') {
    into.push({ path, text: value, template: false, spec: SPEC.has(value) });
  } else if (typeof value === 'function') {
    const text = templateText(value as (...args: never[]) => unknown);
    into.push({
      path,
      text: text ?? '(tekst składany w kodzie z listy lub obiektu)',
      template: true,
      spec: false,
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) entriesOf(item, `${path}.${key}`, into);
  }
  return into;
}

/** Every exported copy object, by name (functions such as `pluralForm` are helpers, not copy). */
export function deckGroups(): DeckGroup[] {
  const described = descriptions();
  return Object.entries(deck)
    .filter(([name, value]) => typeof value === 'object' && name !== 'SPEC_TEXTS')
    .map(([name, value]) => ({
      name,
      description: described.get(name) ?? '',
      entries: entriesOf(value, name),
    }));
}

/** The screens the page groups the deck by; a group no screen names lands in the last one. */
const SCREENS: readonly { title: string; groups: readonly string[] }[] = [
  {
    title: 'Ramka każdej strony: nagłówek, menu, stopka, metadane',
    groups: [
      'SITE_COPY',
      'NOSCRIPT_COPY',
      'BANNER_COPY',
      'MENU_COPY',
      'BACKUP_COPY',
      'STORAGE_COPY',
      'APP_COPY',
    ],
  },
  {
    title: 'Strona główna: formularz i komunikaty walidacji',
    groups: [
      'FORM_COPY',
      'FORM_STATUS_COPY',
      'FORM_SCENARIO_COPY',
      'FORM_NOTES_COPY',
      'STARTING_POINT_COPY',
      'VALIDATION_COPY',
      'MORTGAGE_TYPE_COPY',
      'YEAR_WORDS',
      'OVERPAYMENTS_COPY',
      'RATE_PATH_COPY',
      'COSTS_COPY',
      'MONTH_FIELD_COPY',
    ],
  },
  {
    title: 'Strona główna: wynik, tabela porównawcza, usuwanie',
    groups: [
      'RUN_NAME_COPY',
      'RESULT_CARD_COPY',
      'RESULT_COPY',
      'RUN_FIGURES_COPY',
      'TABLE_COPY',
      'DIALOG_COPY',
    ],
  },
  {
    title: 'Raport symulacji',
    groups: [
      'REPORT_COPY',
      'SETTINGS_SUMMARY_COPY',
      'RESULTS_SUMMARY_COPY',
      'SCENARIO_SETTINGS_COPY',
      'SCENARIO_RESULT_COPY',
      'CHART_COPY',
      'DEBT_CHART_COPY',
      'SCHEDULE_COPY',
      'COST_BREAKDOWN_COPY',
      'STRESS_TEST_COPY',
      'REAL_COST_COPY',
      'REPORT_ACTIONS_COPY',
    ],
  },
  { title: 'Porównanie symulacji', groups: ['COMPARE_COPY'] },
  { title: 'Błędy i stany puste', groups: ['ERROR_COPY'] },
  { title: 'Wspólne: etykiety i kalendarz', groups: ['LABEL_COPY', 'CALENDAR_COPY'] },
];

const OTHER = 'Pozostałe (grupy jeszcze nieprzypisane do ekranu)';

/** The deck's groups under their screens, in the SCREENS order, nothing left out. */
function deckByScreen(): { title: string; groups: DeckGroup[] }[] {
  const groups = deckGroups();
  const placed = new Set(SCREENS.flatMap((screen) => screen.groups));
  const screens = SCREENS.map((screen) => ({
    title: screen.title,
    groups: screen.groups.flatMap((name) => groups.filter((group) => group.name === name)),
  }));
  const rest = groups.filter((group) => !placed.has(group.name));
  return rest.length > 0 ? [...screens, { title: OTHER, groups: rest }] : screens;
}

function GroupTable({ group }: { group: DeckGroup }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{group.name}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              Klucz
            </th>
            <th scope="col" className={styles.headerCell}>
              Tekst
            </th>
            <th scope="col" className={styles.headerCell}>
              Ze specyfikacji
            </th>
          </tr>
        </thead>
        <tbody>
          {group.entries.map((entry) => (
            <tr key={entry.path}>
              <td className={styles.cell}>
                <code className={styles.code}>{entry.path}</code>
                {entry.template && ' (szablon)'}
              </td>
              <td className={styles.cell} lang="pl">
                {entry.text}
              </td>
              <td className={styles.cell}>
                {entry.spec ? <strong>Tak – nie zmieniać</strong> : 'nie'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The whole deck, screen by screen, under the MDX page's own `h1`. */
export function CopyDeck() {
  return (
    <div className={styles.page}>
      {deckByScreen().map((screen) => (
        <section key={screen.title}>
          <h2>{screen.title}</h2>
          {screen.groups.map((group) => (
            <section key={group.name}>
              <h3>
                <code className={styles.code}>{group.name}</code>
              </h3>
              {/* The descriptions are the deck's JSDoc, written in English for developers. */}
              {group.description !== '' && <p lang="en">{group.description}</p>}
              <GroupTable group={group} />
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The spec's own texts as one list, each as the deck holds it. */
export function SpecTexts() {
  return (
    <ul className={styles.page} lang="pl">
      {deck.SPEC_TEXTS.map((text, index) => (
        // The same words may be quoted twice by the spec; the position keeps keys apart.
        <li key={`${String(index)}-${text}`}>{text}</li>
      ))}
    </ul>
  );
}
