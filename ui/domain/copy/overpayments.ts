// The words of the overpayment rows' choices, in a part of their own: the shared part goes with
// every page's first load, and only the form's section and the report name a row's repeat.

/** How often an overpayment is made: the form's `Powtarzaj` choice. */
export const OVERPAYMENT_REPEAT_COPY = {
  ONCE: 'Jednorazowo',
  MONTHLY: 'Co miesiąc',
  QUARTERLY: 'Co kwartał',
  YEARLY: 'Co rok',
  BUDGET: 'Stała kwota miesięcznie',
} as const;

/** A BUDGET row in words (issue 36): the amount is the instalment plus the overpayment. */
export const overpaymentBudgetText = (
  amount: string,
  month: number,
  until: string,
  effect: string,
): string => `rata i nadpłata razem ${amount} miesięcznie od raty nr ${month} ${until}, ${effect}`;
