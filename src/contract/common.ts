import { z } from "zod";

/** The one error shape every failing API call answers with. */
export const errorSchema = z.object({ message: z.string() });
export type ApiErrorBody = z.infer<typeof errorSchema>;

/** Money travels as a decimal string with at most two decimals ("1499.00"); never a float. */
export const moneySchema = z
  .string()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, "Price must be a number with at most two decimals");

export const uuidParam = z.object({ id: z.uuid({ message: "Not found" }) });

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  uptimeSeconds: z.number(),
});
