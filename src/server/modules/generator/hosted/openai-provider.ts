import OpenAI from "openai";
import { z } from "zod";
import { CATEGORY_OPTIONS } from "../../../../contract/enums.ts";
import { ITEM_TYPES } from "../../../../contract/item-types.ts";
import type { Config } from "../../../config.ts";

/** What the hosted model must answer for a set of photos; validated with zod, never trusted blind. */
export const hostedIdentificationSchema = z.object({
  productName: z.string().min(1).max(120),
  brand: z.string().max(80),
  model: z.string().max(120),
  category: z.enum(CATEGORY_OPTIONS.map((c) => c.value)),
  itemType: z.enum(ITEM_TYPES),
  confidence: z.number().min(0).max(1),
  titles: z.array(z.string().min(1).max(70)).min(1).max(8),
  description: z.string().min(20).max(3000),
  /** The model's view of a fair used price in rupees; blended with our comparables, never used alone. */
  estimatedPriceInr: z.number().min(0).max(100_000_000),
});
export type HostedIdentification = z.infer<typeof hostedIdentificationSchema>;

export const hostedCopySchema = z.object({
  titles: z.array(z.string().min(1).max(70)).min(1).max(8),
  description: z.string().min(20).max(3000),
});
export type HostedCopy = z.infer<typeof hostedCopySchema>;

/** JSON schema sent as response_format (strict mode: every property required, nothing extra). */
function strictSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: "draft-7" }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

export class HostedProviderError extends Error {}

const SYSTEM = [
  "You help people in India sell used items on OLX, Quikr and Facebook Marketplace.",
  "Identify the item in the photos. Read brand and model only from what is visible (labels, logos, printed text)",
  "or from the seller's note; when unsure leave brand or model empty rather than guessing.",
  "Write titles of at most 70 characters and a description a careful human seller would write, stating only facts",
  "visible in the photos or given by the seller. Prices are in Indian rupees.",
].join(" ");

function clientFor(ai: Config["ai"]): OpenAI {
  return new OpenAI({
    apiKey: ai.apiKey ?? "",
    baseURL: ai.baseUrl,
    timeout: ai.timeoutMs,
    // The SDK retries connection errors, timeouts, 429 and 5xx with exponential back-off.
    maxRetries: ai.maxRetries,
  });
}

async function structuredCall<T>(
  ai: Config["ai"],
  name: string,
  schema: z.ZodType<T>,
  content: OpenAI.Chat.Completions.ChatCompletionContentPart[],
): Promise<T> {
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await clientFor(ai).chat.completions.create({
      model: ai.model,
      temperature: 0.2,
      messages: [
        { role: "system", content: SYSTEM },
        { role: "user", content },
      ],
      response_format: { type: "json_schema", json_schema: { name, strict: true, schema: strictSchema(schema) } },
    });
  } catch (err) {
    if (err instanceof OpenAI.APIConnectionTimeoutError) throw new HostedProviderError("the hosted model timed out");
    if (err instanceof OpenAI.APIError) {
      throw new HostedProviderError(`the hosted model failed (${err.status ?? "no connection"})`);
    }
    throw new HostedProviderError("the hosted model could not be reached");
  }
  const text = completion.choices[0]?.message?.content;
  if (!text) throw new HostedProviderError("the hosted model gave an empty answer");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HostedProviderError("the hosted model answered malformed JSON");
  }
  const checked = schema.safeParse(parsed);
  if (!checked.success) throw new HostedProviderError("the hosted model's answer did not match the schema");
  return checked.data;
}

const dataUrl = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString("base64")}`;

/** One vision call with every photo: identification, copy and a price opinion together. */
export function identifyHosted(
  ai: Config["ai"],
  photos: Buffer[],
  context: { hint?: string; condition: string },
): Promise<HostedIdentification> {
  const note = [
    `There are ${photos.length} photo(s) of the same item.`,
    `Condition stated by the seller: ${context.condition}.`,
    context.hint ? `The seller's note: ${context.hint}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return structuredCall(ai, "listing_identification", hostedIdentificationSchema, [
    { type: "text", text: note },
    ...photos.map((p) => ({ type: "image_url" as const, image_url: { url: dataUrl(p), detail: "low" as const } })),
  ]);
}

/** Titles and description from the seller's details (and the main photo when we have it). */
export function copyHosted(
  ai: Config["ai"],
  details: Record<string, string | undefined>,
  photo?: Buffer,
): Promise<HostedCopy> {
  const lines = Object.entries(details)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`);
  return structuredCall(ai, "listing_copy", hostedCopySchema, [
    { type: "text", text: `Write the listing for this item.\n${lines.join("\n")}` },
    ...(photo ? [{ type: "image_url" as const, image_url: { url: dataUrl(photo), detail: "low" as const } }] : []),
  ]);
}
