import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RefinanceInputSchema } from './refinanceInput';
import { decodeRefinanceLink, encodeRefinanceLink } from './refinanceLink';
import { refinanceFromRunHref, refinanceRunFromHash } from './refinanceRoutes';
import { arbitraryOf } from './schema.arbitrary';
import { packFragment, ShareLinkError } from './shareLink';

describe('the planner link', () => {
  it('carries any input the planner accepts and gives it back unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryOf(RefinanceInputSchema), async (input) => {
        const fragment = await encodeRefinanceLink(input);
        expect(fragment).toMatch(/^plan=[A-Za-z0-9_-]+$/);
        expect(await decodeRefinanceLink(`#${fragment}`)).toEqual(input);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ['empty', () => Promise.resolve(''), 'malformed'],
    ['a run’s id', () => Promise.resolve('na-podstawie=abc'), 'malformed'],
    ['another layout', async () => `plan=${await packFragment([2, {}])}`, 'unsupported'],
    ['a bad input', async () => `plan=${await packFragment([1, { current: 1 }])}`, 'invalid'],
  ])('refuses %s', async (_name, make, kind) => {
    const error: unknown = await decodeRefinanceLink(await make()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ShareLinkError);
    expect((error as ShareLinkError).kind).toBe(kind);
  });
});

describe('the planner address from a run', () => {
  it.each(['abc-123', 'A_b'])('names run %s and reads it back', (id) => {
    const href = refinanceFromRunHref(id);
    expect(href).toBe(`/refinansowanie#na-podstawie=${id}`);
    expect(refinanceRunFromHash(href.slice(href.indexOf('#')))).toBe(id);
  });

  it.each(['', '#', '#plan=xyz', '#na-podstawie=%E0'])('reads no run from %j', (hash) => {
    expect(refinanceRunFromHash(hash)).toBeNull();
  });
});
