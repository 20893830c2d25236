// Formats once with the pages' kinds of Intl format, for nothing, then says so (see intlWarmUp).
import { pluralForm } from '../domain/copy/shared';
import { formatDateTime, formatMoney, formatPercent } from '../domain/format';

formatMoney(1234.5);
formatPercent(7.25);
formatDateTime(0);
pluralForm(25, { one: 'rok', few: 'lata', many: 'lat' });
postMessage('ready');
