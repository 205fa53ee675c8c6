import fc from "fast-check";
import { afterAll, describe, it } from "vitest";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import { createTestApp } from "../../helpers/app.ts";
import { allCommands } from "./commands.ts";
import { coverage, emptyModel, freshWorld } from "./world.ts";

/**
 * A model of every action on a listing's life (issue 46 item 3, docs/decisions/170): random sequences of seller and
 * admin calls against the real server on a real database (PGlite here, PostgreSQL under scripts/with-postgres.sh),
 * with the invariants checked after every step. The suite runs a fixed number of sequences with a fixed seed;
 * `npm run model` runs many more with new seeds. Each counterexample it ever shrank is a plain test in
 * regressions.test.ts.
 */

const clock = new ManualClock();
const app = await createTestApp({}, undefined, { clock });
const runs = Number(process.env.LIFECYCLE_MODEL_RUNS ?? 6);
const seed = process.env.LIFECYCLE_MODEL_SEED ? Number(process.env.LIFECYCLE_MODEL_SEED) : 46;

afterAll(() => {
  if (process.env.LIFECYCLE_MODEL_COVERAGE)
    console.info(
      [...coverage]
        .sort()
        .map(([k, n]) => `${k}: ${n}`)
        .join("\n"),
    );
});

describe("a listing's life, by a model of every action", () => {
  it(
    `holds every invariant after every step (${runs} sequences)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(allCommands, { maxCommands: 40, size: "max" }), async (cmds) => {
          const model = emptyModel();
          const real = await freshWorld(app, clock);
          await fc.asyncModelRun(() => ({ model, real }), cmds);
        }),
        { numRuns: runs, seed: process.env.LIFECYCLE_MODEL_RANDOM ? undefined : seed },
      );
    },
    runs * 60_000,
  );
});
