// The copy deck's site texts; see ui/domain/copy.ts for the deck's rules.
import { BACK_HOME, PRIVACY_POLICY, SITE_NAME } from './shared.ts';

/** The site's frame on every page (layout, header, footer, breadcrumb) and each page's metadata. */
export const SITE_COPY = {
  name: SITE_NAME,
  skipLink: 'Przejdź do treści',
  /** The breadcrumb's landmark name. */
  breadcrumbLabel: 'Ścieżka nawigacji',
  /** @spec The breadcrumb's first item on every page. */
  homeCrumb: 'Strona Główna',
  /** The static pages' header navigation. */
  header: {
    navLabel: 'Nawigacja główna',
    simulator: 'Symulator',
    privacy: PRIVACY_POLICY,
  },
  footer: {
    navLabel: 'Stopka',
    articles: 'Artykuły',
    information: 'Informacje',
    privacy: PRIVACY_POLICY,
    /** Followed by the obfuscated address. */
    contact: 'Kontakt:',
    copyright: `© 2025 ${SITE_NAME}`,
  },
  /** Every address is shown with the at-sign and dots spelled out, so no harvester reads it. */
  obfuscation: {
    at: 'małpa',
    dot: 'kropka',
  },
  disclaimer: {
    label: 'Zastrzeżenie',
    text: 'Wyniki symulacji mają charakter wyłącznie orientacyjny i nie stanowią oferty w rozumieniu art. 66 Kodeksu cywilnego. Rzeczywista rata zależy od oferty banku, oceny zdolności kredytowej oraz zmian oprocentowania w czasie trwania umowy.',
  },
  /** The article pages' date line, followed by the date. */
  updated: 'Aktualizacja:',
  pages: {
    home: {
      title: 'Kalkulator kredytu hipotecznego – symulacja rat i kosztów',
      description:
        'Oblicz ratę kredytu hipotecznego, odsetki i całkowity koszt. Porównaj raty stałe i malejące oraz zapisuj symulacje w swojej przeglądarce.',
      keywords: [
        'kalkulator kredytu hipotecznego',
        'symulacja kredytu',
        'rata kredytu',
        'RRSO',
        'harmonogram spłaty',
        'raty malejące',
        'raty stałe',
      ],
      /** @spec */
      heading: 'Przeprowadź Symulację Kredytu Hipotecznego',
    },
    report: {
      title: 'Szczegóły symulacji kredytu hipotecznego – analiza wyników',
      description:
        'Szczegóły zapisanej symulacji kredytu hipotecznego: ustawienia, podsumowanie wyników, wykres struktury raty i pełny harmonogram spłaty.',
      keywords: ['symulacja kredytu hipotecznego', 'harmonogram spłaty', 'analiza raty'],
      crumb: 'Szczegóły symulacji',
    },
    notFound: {
      /** @spec The 404 page's title, also its headline. */
      title: 'Błąd 404 – Strona o podanym adresie nie istnieje',
      description:
        'Strona o podanym adresie nie istnieje. Sprawdź, czy adres został wpisany poprawnie, albo wróć na stronę główną symulatora.',
      keywords: ['błąd 404', 'nie znaleziono strony'],
      crumb: 'Błąd 404',
      text: 'Nie znaleźliśmy strony pod tym adresem. Sprawdź, czy adres w pasku przeglądarki został wpisany poprawnie – mogła się w nim pojawić literówka albo strona została przeniesiona.',
      backHome: BACK_HOME,
      /** Follows the link back home in the same sentence. */
      afterBackHome: 'i przeprowadź symulację kredytu hipotecznego.',
    },
    privacy: {
      crumb: PRIVACY_POLICY,
      /** How the feeds reach the browser when `PUBLIC_CORS_PROXY` fetches them directly. */
      feedTransportDirect:
        'bezpośrednio, a serwery tych instytucji – jak każdy serwer – widzą adres IP użytkownika oraz adres, o który zapytano',
      /** How the feeds reach the browser through the proxy at `host`. */
      feedTransportProxy: (host: string) =>
        `za pośrednictwem zewnętrznego serwera pośredniczącego (proxy CORS) ${host}, który – jak każdy serwer – widzi adres IP użytkownika oraz adres, o który zapytano`,
    },
    article: {
      crumb: 'Artykuł Wiki',
      toSimulator: 'Przejdź do symulatora kredytu hipotecznego',
    },
  },
} as const;

/** The note the calculator pages show when JavaScript is off. */
export const NOSCRIPT_COPY = {
  text: 'Kalkulator liczy raty w Twojej przeglądarce i do działania potrzebuje włączonego JavaScriptu. Artykuły i polityka prywatności działają bez niego.',
} as const;

/** The generic error screen (spec point 8), for a failed island or a failed lookup. */
export const ERROR_COPY = {
  heading: 'Wystąpił nieoczekiwany błąd',
  text: 'Odśwież stronę lub wróć na stronę główną.',
  backHome: BACK_HOME,
} as const;

/** The installed app (its web app manifest) and the notice of a new version (issue 17). */
export const APP_COPY = {
  /** The install prompt and the list of apps show the full name. */
  name: SITE_NAME,
  /** Under the home-screen icon, where about 12 characters fit. */
  shortName: 'Raty kredytu',
  description:
    'Oblicz ratę, odsetki i harmonogram spłaty kredytu hipotecznego. Symulacje zostają w Twojej przeglądarce, a strona działa także bez internetu.',
  update: {
    /** Said politely once a new version of the site is installed and waiting. */
    message: 'Dostępna jest nowa wersja strony',
    refresh: 'Odśwież',
    /** Hides the notice; the new version then starts on the next visit. */
    dismiss: 'Nie teraz',
  },
} as const;
