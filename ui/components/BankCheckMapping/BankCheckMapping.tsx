import { useId } from 'react';
import { BANK_COLUMNS, type BankColumn, type ColumnMap } from '../../domain/bankSchedule';
import { BANK_CHECK_COPY } from '../../domain/copy/bankCheck';
import { Button } from '../Button/Button';
import { panel } from '../Field/FormPanel.css';
import { Heading } from '../Heading/Heading';
import * as formStyles from '../SimulationForm/SimulationForm.css';
import { SelectField } from '../SimulationForm/SelectField';
import { Stack } from '../Stack/Stack';
import * as readingStyles from '../BankCheckReading/BankCheckReading.css';

const copy = BANK_CHECK_COPY.mapping;
/** The select's value for a column the schedule does not have. */
const NONE = '';

export interface BankCheckMappingProps {
  /** Why the parser asks: the columns it could not find, or no header at all. */
  message: string;
  /** The header's cells, empty when none was found. */
  header: readonly string[];
  /** The first rows' cells. */
  sample: readonly (readonly string[])[];
  /** Where each column is now: the parser's guess, then the borrower's choice. */
  columns: ColumnMap;
  onChange: (columns: ColumnMap) => void;
  /** `Odczytaj ponownie` with the columns chosen. */
  onRead: () => void;
}

/** The pasted text's columns by their position, named by the header cell or the first value. */
function columnOptions(
  header: readonly string[],
  sample: readonly (readonly string[])[],
): (readonly [string, string])[] {
  const count = Math.max(header.length, ...sample.map((row) => row.length));
  const options: (readonly [string, string])[] = [[NONE, copy.none]];
  for (let index = 0; index < count; index += 1) {
    const name = header[index]?.trim() || sample.find((row) => row[index]?.trim())?.[index]?.trim();
    options.push([String(index), copy.column(index + 1, name ?? '')]);
  }
  return options;
}

/** `Wskaż kolumny`: one select per column the check reads, when the parser cannot tell them. */
export function BankCheckMapping({
  message,
  header,
  sample,
  columns,
  onChange,
  onRead,
}: BankCheckMappingProps) {
  const scope = useId();
  const titleId = `${scope}tytul`;
  const options = columnOptions(header, sample);
  const choose = (column: BankColumn, value: string) => {
    const next = Object.entries(columns).filter(([kind]) => kind !== column);
    if (value !== NONE) next.push([column, Number(value)]);
    onChange(Object.fromEntries(next));
  };
  return (
    <Stack as="section" space="md" aria-labelledby={titleId} className={panel}>
      <Heading level={2} id={titleId}>
        {copy.title}
      </Heading>
      <p role="status" className={readingStyles.text}>
        {message}
      </p>
      <div className={formStyles.fields}>
        {BANK_COLUMNS.map((column) => (
          <SelectField
            key={column}
            id={`${scope}${column}`}
            label={BANK_CHECK_COPY.columns[column]}
            value={String(columns[column] ?? NONE)}
            options={options}
            onChange={(value) => {
              choose(column, value);
            }}
          />
        ))}
      </div>
      <div>
        <Button onClick={onRead}>{copy.readAgain}</Button>
      </div>
    </Stack>
  );
}
