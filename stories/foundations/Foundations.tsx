// The Foundations pages' content, rendered from ui/theme/tokens.ts itself: every value, CSS
// variable and ratio below is read or computed at render time, none is written down here.
import type { JSX, ReactNode } from 'react';
import { CHART_SERIES, RATE_SERIES } from '../../ui/components/RepaymentChart/chartSeries';
import { SERIES_STYLES } from '../../ui/components/LineChart/lineSeries';
import { tokens } from '../../ui/theme/tokens';
import { vars } from '../../ui/theme/vars.css';
import {
  COLOUR_DESCRIPTIONS,
  COLOUR_PAIRS,
  COLOUR_TOKENS,
  type ColourPair,
  type ColourToken,
} from './colourUses';
import {
  contrastRatio,
  formatRatio,
  meetsMinimum,
  MINIMUM_CONTRAST,
  type ColourRole,
} from './contrast';
import * as styles from './Foundations.css';

/** The token groups the Foundations pages document, as tokens.ts names them. */
export type TokenGroup = keyof typeof tokens;

/** `--color-primary` for `vars.color.primary` (`var(--color-primary)`). */
function cssVariable(reference: string): string {
  return reference.replace(/^var\((--[^,)]+).*\)$/, '$1');
}

/** A token's path as the pages and the tests name it, e.g. `color.primary`. */
export function tokenPath(group: TokenGroup, key: string): string {
  return `${group}.${key}`;
}

function Name({ group, name }: { group: TokenGroup; name: string }) {
  const reference = (vars[group] as Record<string, string>)[name] ?? '';
  return (
    <>
      <code className={styles.code}>{tokenPath(group, name)}</code>
      <br />
      <code className={styles.code}>{cssVariable(reference)}</code>
    </>
  );
}

function Value({ value }: { value: string }) {
  return <code className={styles.code}>{value}</code>;
}

function Table({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={styles.headerCell}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Every colour token: a swatch, its names, its value and what it is for. */
export function ColourSwatches() {
  return (
    <Table
      caption="Kolory motywu"
      headers={['Próbka', 'Token i zmienna CSS', 'Wartość', 'Zastosowanie']}
    >
      {COLOUR_TOKENS.map((token) => (
        <tr key={token}>
          <td className={styles.cell}>
            <span className={styles.swatch} style={{ background: tokens.color[token] }} />
          </td>
          <td className={styles.cell}>
            <Name group="color" name={token} />
          </td>
          <td className={styles.cell}>
            <Value value={tokens.color[token]} />
          </td>
          <td className={styles.cell}>{COLOUR_DESCRIPTIONS[token]}</td>
        </tr>
      ))}
    </Table>
  );
}

const ROLE_NAMES: Readonly<Record<ColourRole, string>> = {
  text: 'tekst',
  largeText: 'duży tekst',
  graphic: 'grafika, elementy sterujące',
  disabled: 'element wyłączony',
  decorative: 'ozdobnik',
};

/** The foreground as it appears: text for text pairs, a 3 px line for the rest. */
function Sample({ pair }: { pair: ColourPair }) {
  const foreground = tokens.color[pair.foreground];
  const background = tokens.color[pair.background];
  const isText = pair.role === 'text' || pair.role === 'largeText';
  return (
    <span className={styles.sample} style={{ background, color: foreground }}>
      {isText ? 'Aa Żółć 123' : <span className={styles.line} style={{ background: foreground }} />}
    </span>
  );
}

function Verdict({ ratio, role }: { ratio: number; role: ColourRole }) {
  const minimum = MINIMUM_CONTRAST[role];
  if (minimum === null) return <span>bez wymogu</span>;
  const passes = meetsMinimum(ratio, role);
  return (
    <span className={passes ? styles.pass : styles.fail}>
      {passes ? '✓ spełnia' : '✗ poniżej'} {minimum.toLocaleString('pl-PL')}:1
    </span>
  );
}

/** Each colour on the backgrounds it is used on, with its WCAG 2.2 contrast and the minimum. */
export function ContrastTable({ pairs = COLOUR_PAIRS }: { pairs?: readonly ColourPair[] }) {
  return (
    <Table
      caption="Kontrast kolorów na tłach, na których są używane"
      headers={['Próbka', 'Kolor', 'Tło', 'Rola', 'Kontrast', 'WCAG 2.2 AA', 'Gdzie']}
    >
      {pairs.map((pair) => {
        const ratio = contrastRatio(tokens.color[pair.foreground], tokens.color[pair.background]);
        return (
          <tr key={`${pair.foreground}/${pair.background}/${pair.role}`}>
            <td className={styles.cell}>
              <Sample pair={pair} />
            </td>
            <td className={styles.cell}>
              <code className={styles.code}>{tokenPath('color', pair.foreground)}</code>
            </td>
            <td className={styles.cell}>
              <code className={styles.code}>{tokenPath('color', pair.background)}</code>
            </td>
            <td className={styles.cell}>{ROLE_NAMES[pair.role]}</td>
            <td className={styles.cell}>{formatRatio(ratio)}</td>
            <td className={styles.cell}>
              <Verdict ratio={ratio} role={pair.role} />
            </td>
            <td className={styles.cell}>{pair.where}</td>
          </tr>
        );
      })}
    </Table>
  );
}

const SAMPLE_TEXT = 'Kredyt hipoteczny: rata 2 168,42 zł';

/** The font stack, the sizes, weights and line height, each set in itself. */
export function Typography() {
  const { body, lineHeight, ...rest } = tokens.font;
  const sizes = Object.entries(rest).filter(([key]) => key.startsWith('size'));
  const weights = Object.entries(rest).filter(([key]) => key.startsWith('weight'));
  return (
    <Table caption="Typografia" headers={['Token i zmienna CSS', 'Wartość', 'Próbka']}>
      <tr>
        <td className={styles.cell}>
          <Name group="font" name="body" />
        </td>
        <td className={styles.cell}>
          <Value value={body} />
        </td>
        <td className={styles.cell} style={{ fontFamily: body }}>
          {SAMPLE_TEXT}
        </td>
      </tr>
      {sizes.map(([key, value]) => (
        <tr key={key}>
          <td className={styles.cell}>
            <Name group="font" name={key} />
          </td>
          <td className={styles.cell}>
            <Value value={value} />
          </td>
          <td className={styles.cell} style={{ fontSize: value }}>
            {SAMPLE_TEXT}
          </td>
        </tr>
      ))}
      {weights.map(([key, value]) => (
        <tr key={key}>
          <td className={styles.cell}>
            <Name group="font" name={key} />
          </td>
          <td className={styles.cell}>
            <Value value={value} />
          </td>
          <td className={styles.cell} style={{ fontWeight: value }}>
            {SAMPLE_TEXT}
          </td>
        </tr>
      ))}
      <tr>
        <td className={styles.cell}>
          <Name group="font" name="lineHeight" />
        </td>
        <td className={styles.cell}>
          <Value value={lineHeight} />
        </td>
        <td className={styles.cell} style={{ lineHeight, maxWidth: '20rem' }}>
          {SAMPLE_TEXT}. Wyniki symulacji mają charakter wyłącznie orientacyjny.
        </td>
      </tr>
    </Table>
  );
}

/** The spacing scale, each step drawn at its length. */
export function Spacing() {
  return (
    <Table caption="Odstępy" headers={['Token i zmienna CSS', 'Wartość', 'Długość']}>
      {Object.entries(tokens.space).map(([key, value]) => (
        <tr key={key}>
          <td className={styles.cell}>
            <Name group="space" name={key} />
          </td>
          <td className={styles.cell}>
            <Value value={value} />
          </td>
          <td className={styles.cell}>
            <span className={styles.bar} style={{ width: value }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The corner radii, each on a box. */
export function Radii() {
  return (
    <Table caption="Zaokrąglenia" headers={['Token i zmienna CSS', 'Wartość', 'Próbka']}>
      {Object.entries(tokens.radius).map(([key, value]) => (
        <tr key={key}>
          <td className={styles.cell}>
            <Name group="radius" name={key} />
          </td>
          <td className={styles.cell}>
            <Value value={value} />
          </td>
          <td className={styles.cell}>
            <div className={styles.box} style={{ borderRadius: value }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The shadows, each under a card. */
export function Elevation() {
  return (
    <Table caption="Cienie" headers={['Token i zmienna CSS', 'Wartość', 'Próbka']}>
      {Object.entries(tokens.elevation).map(([key, value]) => (
        <tr key={key}>
          <td className={styles.cell}>
            <Name group="elevation" name={key} />
          </td>
          <td className={styles.cell}>
            <Value value={value} />
          </td>
          <td className={styles.cell}>
            <div className={styles.raised} style={{ boxShadow: value }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

const SIZE_USES: Readonly<Record<keyof typeof tokens.size, string>> = {
  content: 'Największa szerokość treści strony.',
  touchTarget: 'Najmniejsza wysokość przycisków i pól (cel dotyku).',
};

/** The layout sizes. */
export function Sizes() {
  return (
    <Table caption="Rozmiary" headers={['Token i zmienna CSS', 'Wartość', 'Zastosowanie']}>
      {(Object.keys(tokens.size) as (keyof typeof tokens.size)[]).map((key) => (
        <tr key={key}>
          <td className={styles.cell}>
            <Name group="size" name={key} />
          </td>
          <td className={styles.cell}>
            <Value value={tokens.size[key]} />
          </td>
          <td className={styles.cell}>{SIZE_USES[key]}</td>
        </tr>
      ))}
    </Table>
  );
}

const LAYER_USES: Readonly<Record<keyof typeof tokens.layer, string>> = {
  pinned: 'Przyklejony nagłówek tabeli i przypięta kolumna.',
  pinnedCorner: 'Narożnik nagłówka tabeli; warstwa kursora wykresu.',
  banner: 'Pasek aktualizacji przy dolnej krawędzi strony.',
  tooltip: 'Podpowiedź przy przycisku.',
  menu: 'Rozwijane menu akcji.',
  modal: 'Okno dialogowe, menu boczne i ich tło: ponad wszystkim na stronie.',
};

/** The stacking order: higher paints above. */
export function Layers() {
  return (
    <Table caption="Warstwy (z-index)" headers={['Token i zmienna CSS', 'Wartość', 'Zastosowanie']}>
      {(Object.keys(tokens.layer) as (keyof typeof tokens.layer)[]).map((key) => (
        <tr key={key}>
          <td className={styles.cell}>
            <Name group="layer" name={key} />
          </td>
          <td className={styles.cell}>
            <Value value={tokens.layer[key]} />
          </td>
          <td className={styles.cell}>{LAYER_USES[key]}</td>
        </tr>
      ))}
    </Table>
  );
}

/** `--color-chartTotal` → `chartTotal`. */
function tokenOf(reference: string): ColourToken {
  const name = cssVariable(reference).replace(/^--color-/, '');
  const token = (COLOUR_TOKENS as readonly string[]).find((candidate) => candidate === name);
  if (token === undefined) throw new Error(`Not a colour token: ${reference}`);
  return token as ColourToken;
}

function ChartLine({ colour, dash }: { colour: string; dash: readonly number[] }) {
  return (
    <svg width="96" height="12" viewBox="0 0 96 12" aria-hidden="true">
      <line
        x1="0"
        y1="6"
        x2="96"
        y2="6"
        stroke={colour}
        strokeWidth="3"
        strokeDasharray={dash.join(' ') || undefined}
      />
    </svg>
  );
}

/**
 * The chart colours as the charts draw them: the report's three spec lines and its rate line,
 * then the four overlaid-series styles (colour and dash) of the comparison charts.
 */
export function ChartSeries() {
  const rows = [
    ...CHART_SERIES.map((series) => ({
      name: series.label,
      color: series.color,
      dash: [] as readonly number[],
    })),
    { name: RATE_SERIES.label, color: RATE_SERIES.color, dash: [] as readonly number[] },
    ...SERIES_STYLES.map((style, index) => ({
      name: `Seria ${index + 1} porównania`,
      color: style.color,
      dash: style.dash,
    })),
  ];
  return (
    <Table
      caption="Kolory serii wykresów"
      headers={['Linia', 'Seria', 'Token i zmienna CSS', 'Wartość', 'Kontrast z tłem karty']}
    >
      {rows.map((row) => {
        const token = tokenOf(row.color);
        const ratio = contrastRatio(tokens.color[token], tokens.color.surface);
        return (
          <tr key={row.name}>
            <td className={styles.cell}>
              <ChartLine colour={tokens.color[token]} dash={row.dash} />
            </td>
            <td className={styles.cell}>{row.name}</td>
            <td className={styles.cell}>
              <Name group="color" name={token} />
            </td>
            <td className={styles.cell}>
              <Value value={tokens.color[token]} />
            </td>
            <td className={styles.cell}>
              {formatRatio(ratio)} <Verdict ratio={ratio} role="graphic" />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** Every documented group, in the order of the Foundations pages; the tests walk it. */
export const FOUNDATION_SECTIONS = {
  color: ColourSwatches,
  font: Typography,
  space: Spacing,
  radius: Radii,
  elevation: Elevation,
  size: Sizes,
  layer: Layers,
} as const satisfies Record<TokenGroup, () => JSX.Element>;

/** Wraps a section in the theme's page styles, as the MDX pages show it. */
export function FoundationPage({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
