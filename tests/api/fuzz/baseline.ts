import { TEST_PASSWORD } from "../../helpers/factories.ts";
import type { DocumentedRoute, JsonSchema } from "../../helpers/openapi-routes.ts";
import type { World } from "./world.ts";

/**
 * A request that should pass validation, built from the route's schema and field names alone: the fuzz suite
 * then breaks one field at a time, so a hostile value reaches the service and the database instead of being
 * refused because some other field was wrong.
 */
let serial = 0;

/** The id a field or path parameter most likely names, by its name: seller A's rows. */
export function idFor(name: string, world: World, path = ""): string {
  const hint = `${name} ${path}`;
  if (/message/i.test(name) || (/^id$/.test(name) && /message/.test(path))) return world.a.messageId;
  if (/creation/i.test(hint)) return world.a.creationLogId;
  if (/user|recipient|seller/i.test(name) || (/^id$/.test(name) && /users/.test(path))) return world.users.seller.id;
  return world.a.listingId;
}

function stringFor(name: string, schema: JsonSchema, world: World, route: DocumentedRoute): string {
  if (name === "upiId") return "priya@okaxis";
  if (schema.format === "uuid" || /id$/i.test(name)) return idFor(name, world, route.path);
  // Postings a posting session skipped: "listingId:marketplace".
  if (name === "skip") return `${world.a.listingId}:olx`;
  if (/reference$/i.test(name)) return "TXN-1001";
  if (name === "endpoint") return "https://push.example.test/send/fuzz";
  if (/email/i.test(name)) {
    // A payout address is the caller's own to give: never another seller's e-mail, which the answer would echo.
    const fresh = /register/.test(route.path) || /paypal/i.test(name);
    return fresh ? `fuzz-${Date.now()}-${serial++}@example.test` : world.users.seller.email;
  }
  if (/password/i.test(name)) return TEST_PASSWORD;
  if (/price|amount/i.test(name)) return "1500";
  // A seller's viewing window (issue 42): a time of day, ending after it starts.
  if (name === "from") return "10:00";
  if (name === "to") return "12:00";
  if (/urls?$/i.test(name) && /posting/i.test(name)) return "https://www.olx.in/item/ad-iid-1";
  if (/image|url/i.test(name)) return "/uploads/test.jpg";
  if (/message/i.test(name)) return "A message long enough to send.";
  if (/code/i.test(name)) return world.users.seller.referralCode ?? "CODE";
  return "Fuzz text";
}

/**
 * A valid value for `schema`. `variant` picks among enum values (variant modulo their number), so that the same
 * field can be tried in each state of the request (a posting URL matters only when the status is "posted").
 */
export function validValue(
  schema: JsonSchema,
  name: string,
  world: World,
  route: DocumentedRoute,
  variant = 0,
): unknown {
  if (schema.enum?.length) return schema.enum[variant % schema.enum.length];
  if (schema.const !== undefined) return schema.const;
  const choice = (schema.anyOf ?? schema.oneOf)?.[0];
  if (choice) return validValue(choice, name, world, route, variant);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, validValue(s, k, world, route, variant)]),
      );
    case "array":
      return schema.items ? [validValue(schema.items, name.replace(/s$/, ""), world, route, variant)] : [];
    case "number":
    case "integer": {
      const wanted = /price|amount/i.test(name) ? 1500 : schema.maximum !== undefined && schema.maximum <= 1 ? 0.5 : 1;
      return Math.min(Math.max(wanted, schema.minimum ?? wanted), schema.maximum ?? wanted);
    }
    case "boolean":
      return true;
    default:
      return stringFor(name, schema, world, route);
  }
}

/** How many enum variants of a schema are worth trying (the longest enum in it, at most 4). */
export function variantsOf(schema: JsonSchema | undefined): number {
  if (!schema) return 1;
  const nested = [...Object.values(schema.properties ?? {}), ...(schema.items ? [schema.items] : [])];
  return Math.min(4, Math.max(schema.enum?.length ?? 1, ...nested.map(variantsOf)));
}

/** One hostile value per kind of defect issue 13 found, for a field whose valid value is `valid`. */
export function killersFor(valid: unknown): unknown[] {
  if (typeof valid === "string") return [`${valid}\u0000`, `${valid}\ud800`, "9999999999.999", "\u200b".repeat(12)];
  if (typeof valid === "number") return [1e-50, 1e308, -1, 0.1 + 0.2];
  return [{ nested: ["\u0000"] }, "a\u0000b"];
}
