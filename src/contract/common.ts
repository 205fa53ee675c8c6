import { z } from "zod";

/**
 * The one error shape every failing API call answers with: `message` is the English sentence; `code` names it so
 * that the client can say it in the seller's language, `params` holds the numbers in it (src/contract/
 * message-codes.ts, docs/decisions/131). A sentence no catalogue holds has the code "http.<status>".
 */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof errorSchema>;

/** Money travels as a decimal string with at most two decimals ("1499.00"); never a float. */
export const moneySchema = z
  .string()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, "Price must be a number with at most two decimals");

/**
 * A 0..1 score from a client (identification confidence). Finite and in range, and rounded to 4 decimals so that
 * values like 1e-50 never reach a real (float4) column, which refuses them as an underflow.
 */
export const scoreInput = z
  .number({ message: "Confidence must be a number from 0 to 1" })
  .min(0, "Confidence must be a number from 0 to 1")
  .max(1, "Confidence must be a number from 0 to 1")
  .transform((v) => Math.round(v * 10_000) / 10_000);

export const uuidParam = z.object({ id: z.uuid({ message: "Not found" }) });

const readyCheck = z.object({ ok: z.boolean(), detail: z.string() });

/**
 * GET /api/ready (issue 24): 200 when the server can do its work - the database answers, every migration is
 * applied, photo storage takes a write - else 503. A warming engine is reported, not a failure (the first photo
 * waits for it). Anyone gets the status alone; the checks (database kind, newest migration, storage) and the engine
 * come only with `Authorization: Bearer <METRICS_TOKEN>` (docs/decisions/152).
 */
export const readySchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.object({ database: readyCheck, migrations: readyCheck, storage: readyCheck }).optional(),
  engine: z.enum(["off", "warming", "warm"]).optional(),
});
export type Readiness = Required<z.infer<typeof readySchema>>;

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  uptimeSeconds: z.number(),
  /**
   * The offline photo engine: "warming" while its models load in the background after start-up, "warm" once they
   * are ready, "off" when they have not been loaded (AI_WARMUP=false and no photo read yet).
   */
  engine: z.enum(["off", "warming", "warm"]),
});
