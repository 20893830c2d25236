// Stored-record fuzzing (issue 18): ten thousand random and mutated records go into the real
// store (fake-indexeddb), are read back through the same schema the app reads with, and the
// comparison table and the report are rendered with a valid neighbour. Rendering on the server
// has no error boundaries, so any record that got through and could not render fails here.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeferParts } from '../runtime/Deferred';
import { SCHEDULE_TITLE } from '../components/ScheduleTable/ScheduleTable';
import { SimulationReport } from '../components/SimulationReport/SimulationReport';
import { SimulationTable, WINDOW_FROM } from '../components/SimulationTable/SimulationTable';
import { DEFAULT_SORT, parse, simulate, SimulationSchema, type Simulation } from '../domain';
import { arbitraryOf } from '../domain/schema.arbitrary';
import { createSimulation, sameFigures } from '../domain/simulation';
import { scenarioArbitrary } from '../domain/test-support';
import { closeDatabase, transact } from './db';
import { getAllSimulations } from './simulations';
import { sampleSimulation } from './test-support';

const RECORDS = 10_000;
/** Accepted records whose whole report is rendered: every n-th one, and the valid neighbour. */
const REPORT_EVERY = 8;
const ERROR_SCREEN = 'Wystąpił nieoczekiwany błąd';

/** Values that have broken pages before, or could: each replaces one field of a valid record. */
const HOSTILE_VALUES: readonly unknown[] = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  -1,
  -300_000,
  1e308,
  0.1 + 0.2,
  '',
  '300000',
  'x\uD800',
  '\uDC00y',
  '..',
  '<img src=x onerror=alert(1)>',
  'x'.repeat(100_000),
  null,
  undefined,
  true,
  [],
  {},
  new Array(481).fill(null),
  new Date(0),
  JSON.parse('{"__proto__":{"polluted":true}}'),
];

/** Every path to a value inside `value`, arrays and objects alike. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const keys: (string | number)[] = Array.isArray(value)
    ? value.map((_item, index) => index)
    : Object.keys(value);
  return [
    prefix,
    ...keys.flatMap((key) => paths((value as Record<string, unknown>)[key], [...prefix, key])),
  ];
}

/** A copy of `record` with the value at `path` replaced (or the whole record, for the empty path). */
function mutate(record: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(record) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1) ?? ''] = replacement;
  return copy;
}

/** A run as the app saves it, with any mix of scenario extras, or one the schema allows. */
const validRecord = fc.oneof(
  fc
    .tuple(
      fc.oneof(
        scenarioArbitrary(),
        scenarioArbitrary({ overpayments: true, fee: true, rateChanges: true, costs: true }),
      ),
      fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
      fc.integer({ min: 0, max: 4_102_444_800_000 }),
    )
    .map(([settings, id, timestamp]) => createSimulation(settings, { id, timestamp }) as unknown),
  arbitraryOf(SimulationSchema, { maxArrayLength: 8 }),
);
const mutatedRecord = validRecord.chain((record) => {
  const all = paths(record);
  return fc
    .tuple(fc.constantFrom(...all), fc.constantFrom(...HOSTILE_VALUES))
    .map(([path, replacement]) => mutate(record, path, replacement));
});
const anyRecord = fc.oneof(
  { arbitrary: validRecord, weight: 3 },
  { arbitrary: mutatedRecord, weight: 6 },
  { arbitrary: fc.anything({ maxDepth: 3 }), weight: 1 },
);

/** A key IndexedDB accepts; records without one cannot be stored by anybody. */
function hasValidKey(record: unknown): record is { id: IDBValidKey } {
  if (typeof record !== 'object' || record === null || !('id' in record)) return false;
  try {
    indexedDB.cmp(record.id, record.id);
    return true;
  } catch {
    return false;
  }
}

describe(`${RECORDS} random and mutated stored records`, () => {
  const neighbour = sampleSimulation('dobry-sasiad');
  let stored = 0;
  let read: Awaited<ReturnType<typeof getAllSimulations>>;
  const warn = console.warn;

  beforeAll(async () => {
    console.warn = () => undefined;
    globalThis.indexedDB = new IDBFactory();
    const samples = fc.sample(anyRecord, { numRuns: RECORDS, seed: 18 });
    const keyed = samples.filter(hasValidKey).map((record, index) => {
      // Valid ids are made unique, so every record keeps its own row; hostile ids stay as they are.
      const { id } = record;
      return typeof id === 'string' && /^[A-Za-z0-9_-]{1,50}$/.test(id)
        ? { ...record, id: `${id}_${index}` }
        : record;
    });
    await transact('simulations', 'readwrite', 'plant the records', async (store) => {
      await store.put(neighbour);
      for (const record of keyed) await store.put(record as Simulation);
      stored = await store.count();
    });
    read = await getAllSimulations();
  }, 120_000);

  afterAll(async () => {
    console.warn = warn;
    await closeDatabase();
  });

  it('writes thousands of records, and every one of them is read back as valid or as damaged', () => {
    expect(stored).toBeGreaterThan(RECORDS * 0.8);
    expect(read.simulations.length + read.damaged.length).toBe(stored);
    expect(read.simulations.map(({ id }) => id)).toContain(neighbour.id);
    // Both kinds occur, or the fuzz would test nothing.
    expect(read.simulations.length).toBeGreaterThan(RECORDS * 0.1);
    expect(read.damaged.length).toBeGreaterThan(RECORDS * 0.2);
  });

  it('passes on only records that the schema itself accepts as they are', () => {
    for (const listed of read.simulations) {
      const simulation = { ...listed };
      delete simulation.resultsRecomputed;
      expect(parse(SimulationSchema, simulation)).toEqual({ ok: true, value: simulation });
    }
  }, 60_000);

  it('shows every run that has a plan with the engine’s figures (issue 32)', () => {
    let marked = 0;
    for (const simulation of read.simulations) {
      const result = simulation.result;
      if (result === undefined || result.repaymentPlan.entries.length === 0) continue;
      expect(sameFigures(result, simulate(simulation.settings))).toBe(true);
      if (simulation.resultsRecomputed === true) marked += 1;
    }
    // Random results are not the engine's: they are recomputed, and marked so.
    expect(marked).toBeGreaterThan(0);
  }, 60_000);

  it('lets the comparison table render every row, the valid neighbour among them', () => {
    // A long list draws only the rows near its view, so the runs go in lists short enough that
    // every row of each is drawn.
    const slice = WINDOW_FROM - 1;
    let html = '';
    for (let start = 0; start < read.simulations.length; start += slice) {
      html += renderToString(
        <SimulationTable
          simulations={read.simulations.slice(start, start + slice)}
          damaged={start === 0 ? read.damaged : []}
          sort={DEFAULT_SORT}
          onSortChange={() => undefined}
          onDelete={() => undefined}
        />,
      );
    }
    expect(html).toContain(neighbour.label);
    expect(html).not.toContain(ERROR_SCREEN);
    expect(html).not.toContain('NaN');
  }, 60_000);

  it('lets the report render the accepted records (every eighth, and the valid neighbour)', () => {
    let withSchedule = 0;
    const sampled = read.simulations.filter(
      (simulation, index) => index % REPORT_EVERY === 0 || simulation.id === neighbour.id,
    );
    expect(sampled.map(({ id }) => id)).toContain(neighbour.id);
    for (const simulation of sampled) {
      const html = renderToString(
        <DeferParts value={false}>
          <SimulationReport simulation={simulation} />
        </DeferParts>,
      );
      expect(html).not.toContain(ERROR_SCREEN);
      expect(html).not.toContain('NaN');
      if (html.includes(SCHEDULE_TITLE)) withSchedule += 1;
    }
    // The whole report was drawn, its schedule too, not only what comes first.
    expect(withSchedule).toBeGreaterThan(sampled.length * 0.3);
  }, 120_000);

  it('never pollutes a prototype', () => {
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
