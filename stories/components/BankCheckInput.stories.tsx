import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BankCheckInput } from '../../ui/components/BankCheckInput/BankCheckInput';
import { BANK_CHECK_COPY } from '../../ui/domain/copy/bankCheck';
import { NO_CONTROL, TEXT } from '../controls';

interface Args {
  refusal: string | null;
  onRead: () => void;
  onFile: (file: File) => void;
}

const meta = {
  title: 'Components/BankCheckInput',
  render: function Render({ refusal, onRead, onFile }: Args) {
    const [text, setText] = useState('');
    return (
      <BankCheckInput
        text={text}
        onText={setText}
        // A paste lands in the box: only the island refuses one too big (stories/islands).
        onPaste={() => false}
        onRead={onRead}
        onFile={onFile}
        refusal={refusal}
      />
    );
  },
  args: { refusal: null, onRead: fn(), onFile: fn() },
  argTypes: { refusal: TEXT, onRead: NO_CONTROL, onFile: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Harmonogram z banku na stronie /sprawdz-harmonogram (issue 37): pole do wklejenia tekstu z PDF-u lub arkusza, przycisk odczytu i otwarcie pliku CSV. Odmowa (za długi tekst, za dużo wierszy) pokazuje się pod przyciskami i jest ogłaszana.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing pasted yet: the box, its hint, and the two ways in. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Harmonogram spłaty (wklej tekst)' });
    await expect(box).toHaveAccessibleDescription(
      'Skopiuj tabelę razem z wierszem nagłówków: Data, Rata, Kapitał, Odsetki, Saldo.',
    );
    await expect(canvas.getByRole('button', { name: 'Otwórz plik CSV' })).toBeEnabled();
    await userEvent.click(box);
    await userEvent.paste('Data;Rata;Kapitał;Odsetki;Saldo');
    await expect(box).toHaveValue('Data;Rata;Kapitał;Odsetki;Saldo');
    await userEvent.click(canvas.getByRole('button', { name: 'Odczytaj harmonogram' }));
    await expect(args.onRead).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** A paste over the limits, refused before it is read, the box marked and described. */
export const Refused: Story = {
  args: { refusal: BANK_CHECK_COPY.messages.tooManyLines },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ten tekst ma ponad 2 000 wierszy, więcej niż ma harmonogram. Wklej sam harmonogram.',
    );
    const box = canvas.getByRole('textbox', { name: 'Harmonogram spłaty (wklej tekst)' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(/Ten tekst ma ponad 2 000 wierszy/);
  },
};
