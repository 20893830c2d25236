import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CapacityInputSchema } from './capacityInput';
import { decodeCapacityLink, encodeCapacityLink } from './capacityLink';
import { arbitraryOf } from './schema.arbitrary';
import { encodeShareLink, packFragment, ShareLinkError } from './shareLink';

describe('the capacity link', () => {
  it('carries any input the page accepts and gives it back unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryOf(CapacityInputSchema), async (input) => {
        const fragment = await encodeCapacityLink(input);
        expect(fragment).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(await decodeCapacityLink(`#${fragment}`)).toEqual(input);
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    ['empty', () => Promise.resolve(''), 'malformed'],
    ['not base64url', () => Promise.resolve('ab$cd'), 'malformed'],
    [
      'a report’s link',
      () =>
        encodeShareLink({
          loanAmount: 300_000,
          annualInterestRatePercent: 7,
          fixedInterestRate: true,
          loanTermYears: 25,
          mortgageType: 'ANNUITY',
        }),
      'malformed',
    ],
    ['another version', () => packFragment([2, {}]), 'unsupported'],
    [
      'a negative income',
      () => packFragment([1, { borrowers: [{ netIncome: -1, kind: 'EMPLOYMENT' }] }]),
      'invalid',
    ],
  ] as const)('refuses a fragment that is %s', async (_, make: () => Promise<string>, kind) => {
    const fragment = await make();
    await expect(decodeCapacityLink(fragment)).rejects.toBeInstanceOf(ShareLinkError);
    await expect(decodeCapacityLink(fragment)).rejects.toMatchObject({ kind });
  });
});
