// Where each colour token is used, for the Foundations page. The values are never repeated here:
// they are read from ui/theme/tokens.ts, so a changed token changes the page. The records are
// typed over every token, so a new colour cannot be added without saying what it is for.
import { tokens } from '../../ui/theme/tokens';
import type { ColourRole } from './contrast';

/** A colour token's name, such as `primary`. */
export type ColourToken = keyof typeof tokens.color;

/** Every colour token, in tokens.ts's order. */
export const COLOUR_TOKENS = Object.keys(tokens.color) as ColourToken[];

/** What each colour is for, as the Foundations page says it. */
export const COLOUR_DESCRIPTIONS: Readonly<Record<ColourToken, string>> = {
  background: 'Tło strony.',
  surface: 'Tło kart, formularza, tabel i okien dialogowych.',
  text: 'Tekst podstawowy.',
  textMuted: 'Tekst pomocniczy (podpisy, podpowiedzi, daty) i obramowanie pól.',
  border: 'Linie podziału i ramki bloków (ozdobne: obramowanie pól ma kolor textMuted).',
  primary: 'Linki, przycisk główny, ramka przycisku drugorzędnego, wyróżniona rata.',
  primaryHover: 'Tło przycisku głównego po najechaniu kursorem.',
  onPrimary: 'Tekst na przyciskach w kolorze primary i danger.',
  focus: 'Obrys elementu z fokusem klawiatury (3 px, odsunięty o 2 px).',
  danger: 'Komunikaty błędów, ramka błędnego pola, przycisk Usuń.',
  dangerSurface: 'Tło ekranu błędu i podświetlenie przycisku usuwania.',
  infoSurface: 'Tło zastrzeżenia, nagłówków tabel i notatek.',
  headerBackground: 'Tło nagłówka strony.',
  onHeader: 'Tekst i przyciski w nagłówku.',
  disabled: 'Tło wyłączonego przycisku (napis biały).',
  chartTotal: 'Wykres raty: Całkowita miesięczna rata (niebieski ze specyfikacji).',
  chartPrincipal: 'Wykres raty: Spłata kapitału (zielony ze specyfikacji).',
  chartInterest: 'Wykres raty: Odsetki (czerwony ze specyfikacji).',
  chartSeries1: 'Porównanie i linie nakładane: seria 1 (linia ciągła).',
  chartSeries2: 'Porównanie i linie nakładane: seria 2 (kreski); też linia oprocentowania.',
  chartSeries3: 'Porównanie i linie nakładane: seria 3 (kropki).',
  chartSeries4: 'Porównanie i linie nakładane: seria 4 (kreska-kropka).',
};

/** One colour on one background, as the interface actually pairs them. */
export interface ColourPair {
  foreground: ColourToken;
  background: ColourToken;
  role: ColourRole;
  /** Where the pair appears, for the designer. */
  where: string;
}

const onSurface = (foreground: ColourToken, role: ColourRole, where: string): ColourPair => ({
  foreground,
  background: 'surface',
  role,
  where,
});

/** Every foreground/background pair the components use, read from their `.css.ts` files. */
export const COLOUR_PAIRS: readonly ColourPair[] = [
  { foreground: 'text', background: 'background', role: 'text', where: 'Tekst na tle strony' },
  onSurface('text', 'text', 'Tekst kart, formularza i tabel'),
  {
    foreground: 'text',
    background: 'infoSurface',
    role: 'text',
    where: 'Zastrzeżenie, nagłówki tabel',
  },
  { foreground: 'text', background: 'dangerSurface', role: 'text', where: 'Ekran błędu' },
  {
    foreground: 'textMuted',
    background: 'background',
    role: 'text',
    where: 'Data symulacji w raporcie',
  },
  onSurface('textMuted', 'text', 'Podpisy liczb, podpowiedzi pól, placeholder'),
  {
    foreground: 'textMuted',
    background: 'infoSurface',
    role: 'text',
    where: 'Notatki na tle informacyjnym',
  },
  onSurface('textMuted', 'graphic', 'Obramowanie pól formularza'),
  onSurface('border', 'decorative', 'Linie podziału, ramki bloków i wykresów'),
  onSurface('primary', 'text', 'Linki, przycisk drugorzędny'),
  { foreground: 'primary', background: 'background', role: 'text', where: 'Linki na tle strony' },
  onSurface('primary', 'graphic', 'Ramka przycisku drugorzędnego'),
  { foreground: 'onPrimary', background: 'primary', role: 'text', where: 'Przycisk główny' },
  {
    foreground: 'onPrimary',
    background: 'primaryHover',
    role: 'text',
    where: 'Przycisk główny po najechaniu',
  },
  { foreground: 'onPrimary', background: 'danger', role: 'text', where: 'Przycisk Usuń' },
  {
    foreground: 'onPrimary',
    background: 'disabled',
    role: 'disabled',
    where: 'Wyłączony przycisk',
  },
  {
    foreground: 'focus',
    background: 'background',
    role: 'graphic',
    where: 'Obrys fokusu na tle strony',
  },
  onSurface('focus', 'graphic', 'Obrys fokusu na karcie'),
  {
    foreground: 'focus',
    background: 'headerBackground',
    role: 'graphic',
    where: 'Obrys fokusu w nagłówku i stopce',
  },
  {
    foreground: 'focus',
    background: 'infoSurface',
    role: 'graphic',
    where: 'Obrys fokusu w nagłówku tabeli i notatce',
  },
  {
    foreground: 'focus',
    background: 'dangerSurface',
    role: 'graphic',
    where: 'Obrys fokusu na ekranie błędu',
  },
  onSurface('danger', 'text', 'Komunikat błędu pola'),
  { foreground: 'danger', background: 'dangerSurface', role: 'text', where: 'Ekran błędu' },
  onSurface('danger', 'graphic', 'Ramka błędnego pola'),
  {
    foreground: 'onHeader',
    background: 'headerBackground',
    role: 'text',
    where: 'Nazwa serwisu, wskaźniki, Menu',
  },
  onSurface('chartTotal', 'graphic', 'Linia na wykresie'),
  onSurface('chartPrincipal', 'graphic', 'Linia na wykresie'),
  onSurface('chartInterest', 'graphic', 'Linia na wykresie'),
  onSurface('chartSeries1', 'graphic', 'Linia na wykresie'),
  onSurface('chartSeries2', 'graphic', 'Linia na wykresie'),
  onSurface('chartSeries3', 'graphic', 'Linia na wykresie'),
  onSurface('chartSeries4', 'graphic', 'Linia na wykresie'),
];

/** The chart colours, apart from the interface's own. */
export const CHART_COLOUR_TOKENS = COLOUR_TOKENS.filter((token) => token.startsWith('chart'));
