import type { ZodError } from "zod";

/** The first message per field of a failed parse, for a form's inline errors (form-level ones under "_"). */
export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    out[key] ??= issue.message;
  }
  return out;
}
