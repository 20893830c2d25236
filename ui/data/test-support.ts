// Test-only helpers; nothing here is exported from index.ts.
import { createSimulation } from '../domain';
import type { Settings, Simulation } from '../domain';

/** A realistic saved simulation: 300 000 zł at 7,25 % over 25 years, unless overridden. */
export function sampleSimulation(
  id: string,
  timestamp = Date.UTC(2026, 2, 6, 9, 0),
  settings: Partial<Settings> = {},
): Simulation {
  return createSimulation(
    {
      loanAmount: 300_000,
      annualInterestRatePercent: 7.25,
      fixedInterestRate: true,
      loanTermYears: 25,
      mortgageType: 'ANNUITY',
      ...settings,
    },
    { id, timestamp },
  );
}

/** A `fetch` stand-in that answers every request with a copy of the given response. */
export function answering(body: BodyInit | null, init: ResponseInit = {}) {
  return async (): Promise<Response> => Promise.resolve(new Response(body, init));
}

/** The URL a `fetch` stand-in was called with. */
export function urlOf(input: RequestInfo | URL | undefined): string {
  if (input === undefined) return '';
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The same simulation without its result, as the report page allows. */
export function withoutResult({ id, label, settings, timestamp }: Simulation): Simulation {
  return { id, label, settings, timestamp };
}

/** Resolves once `check` stops throwing, polling every 10 ms for up to `timeoutMs`. */
export async function eventually(check: () => void, timeoutMs = 1000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
