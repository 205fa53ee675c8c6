import type { FastifyInstance, FastifyRequest } from "fastify";
import { type TextProblem, textProblem, textProblemMessage } from "../../contract/text.ts";
import { badRequest } from "../lib/http-error.ts";

/**
 * The contract's text rule (src/contract/text.ts, docs/decisions/180) held for every route at once: before any
 * route validates its input, each string of the path, the query and a JSON body - object keys included - is
 * checked, and NUL, a lone surrogate or a run of invisible characters is a 400 naming the field. A route added later
 * is covered without a word in its schema; the schemas still strip stray invisible characters and count lengths.
 */

type Found = { path: string; problem: TextProblem };

/** The first string in `value` that the rule refuses, with its path ("fields.0.fingerprint.label"). */
export function firstTextProblem(value: unknown, root = ""): Found | null {
  // Iterative, so that deeply nested JSON cannot exhaust the stack.
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length) {
    const { value: v, path } = stack.pop() as { value: unknown; path: string };
    if (typeof v === "string") {
      const problem = textProblem(v);
      if (problem) return { path, problem };
    } else if (v && typeof v === "object") {
      const entries = Array.isArray(v) ? v.map((item, i) => [String(i), item] as const) : Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i];
        // A broken key is named by where it is, never echoed.
        const problem = textProblem(key);
        if (problem) return { path: path ? `A field name in ${path}` : "A field name", problem };
        stack.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

export function checkRequestText(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const found = firstTextProblem(part);
    // A field name the client may read ("title"); a bare string body has none.
    if (found) throw badRequest(textProblemMessage(found.problem, found.path || undefined));
  }
}

export function registerCleanInput(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => checkRequestText(request));
}
