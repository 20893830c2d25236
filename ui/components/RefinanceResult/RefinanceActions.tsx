import { useId } from 'react';
import { REFINANCE_COPY } from '../../domain/copy/refinance';
import type { SaveRefusal } from '../../domain/refinanceSave';
import { Button } from '../Button/Button';
import { fieldControlClass } from '../Field/Field';
import { SelectField } from '../SimulationForm/SelectField';
import type { ShareStatus } from '../../hooks/useFragmentLink';
import * as styles from './RefinanceResult.css';

const copy = REFINANCE_COPY;

/** What saving the chosen option gave: nothing yet, the new report's address, or a failure. */
export type SaveStatus = { kind: 'idle' } | { kind: 'saved'; href: string } | { kind: 'failed' };

export interface RefinanceActionsProps {
  /** Every option's name, in the table's order. */
  names: readonly string[];
  chosen: number;
  onChoose: (position: number) => void;
  /** Why the chosen option cannot be saved, or null when it can. */
  refusal: SaveRefusal | null;
  /** The chosen option can be saved, but without its insurance (it lasts part of the term). */
  insuranceLeftOut?: boolean;
  onSave: () => void;
  save: SaveStatus;
  onShare: () => void;
  share: ShareStatus;
}

/** `Zapisz jako symulację` for the chosen option, and the share link of the planner's inputs. */
export function RefinanceActions({
  names,
  chosen,
  onChoose,
  refusal,
  insuranceLeftOut = false,
  onSave,
  save,
  onShare,
  share,
}: RefinanceActionsProps) {
  const scope = useId();
  const options = names.map((name, position) => [String(position), name] as const);
  return (
    <div className={styles.actions}>
      <SelectField
        id={`${scope}opcja`}
        label={copy.save.optionLabel}
        value={String(chosen)}
        options={options}
        onChange={(value) => {
          onChoose(Number(value));
        }}
      />
      <Button
        disabled={refusal !== null}
        aria-describedby={refusal === null ? undefined : `${scope}powod`}
        onClick={onSave}
      >
        {copy.save.button}
      </Button>
      <Button tone="secondary" onClick={onShare}>
        {copy.share.button}
      </Button>
      <div role="status" aria-live="polite">
        {refusal !== null && (
          <p id={`${scope}powod`} className={styles.note}>
            {copy.save.cannot(copy.save.reasons[refusal])}
          </p>
        )}
        {refusal === null && insuranceLeftOut && (
          <p className={styles.note}>{copy.save.insuranceLeftOut}</p>
        )}
        {save.kind === 'saved' && (
          <p className={styles.note}>
            {copy.save.saved}
            <a href={save.href}>{copy.save.open}</a>
          </p>
        )}
        {save.kind === 'failed' && <p className={styles.note}>{copy.save.failed}</p>}
        {share.kind === 'copied' && <p className={styles.note}>{copy.share.copied}</p>}
        {share.kind === 'manual' && (
          <p className={styles.note}>
            <label htmlFor={`${scope}link`}>{copy.share.manual}</label>
            <input
              id={`${scope}link`}
              className={fieldControlClass}
              readOnly
              value={share.link}
              onFocus={(event) => {
                event.currentTarget.select();
              }}
            />
          </p>
        )}
      </div>
    </div>
  );
}
