// Formats once with the pages' kinds of Intl format, for nothing, then says so (see intlWarmUp).
// Only the locale's constants come in: the worker stays a few hundred bytes.
import { CURRENCY, LOCALE, TIME_ZONE } from '../domain/locale';

new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY }).format(1234.5);
new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 20 }).format(7.25);
new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
}).format(0);
new Intl.PluralRules(LOCALE).select(25);
postMessage('ready');
