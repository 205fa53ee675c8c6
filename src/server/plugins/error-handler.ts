import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { codeOfMessage } from "../../contract/message-codes.ts";
import { TEXT_MESSAGES } from "../../contract/text.ts";
import { HttpError } from "../lib/http-error.ts";

const GENERIC_5XX = "Something went wrong on our side. Please try again.";

/** Fastify's own error codes mapped to a status and a sentence a person can act on. */
const KNOWN: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "Unsupported content type"],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "The request is too large"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "The request body is empty"],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "The request body is not valid JSON"],
  FST_REQ_FILE_TOO_LARGE: [413, "The file is too large"],
  FST_FILES_LIMIT: [413, "Too many files"],
  FST_PARTS_LIMIT: [413, "Too many form fields"],
  FST_FIELDS_LIMIT: [413, "Too many form fields"],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, "Expected a multipart form upload"],
};

type Issue = { code?: string; message: string; path?: PropertyKey[]; input?: unknown; expected?: string };

/**
 * One readable sentence from the first zod issue: the schema's own message; for zod's default type message,
 * "<field> is required" or "<field> must be a <type>"; for the shared text rule, "<field> contains characters...".
 */
export function validationMessage(issues: Issue[], where?: string): string {
  const issue = issues[0];
  if (!issue) return "Invalid request";
  const field = (issue.path ?? []).map(String).join(".") || where || "request";
  if (issue.code === "invalid_type") {
    // zod 4 leaves `input` out of its issues unless asked: its default message says what was received instead.
    const missing = "input" in issue ? issue.input === undefined : /received undefined$/.test(issue.message);
    if ("input" in issue || issue.message.startsWith("Invalid input")) {
      return missing ? `${field} is required` : `${field} must be a ${issue.expected ?? "valid value"}`;
    }
  }
  // The shared text rule has one message for every field: say which field it was.
  if (issue.message === TEXT_MESSAGES.invalidCharacters && issue.path?.length) {
    return `${field} contains characters that are not allowed`;
  }
  return issue.message;
}

/** fastify-type-provider-zod hands each zod issue over as an Ajv-style error: code in keyword, path as a pointer. */
function issueOf(v: { keyword?: string; instancePath?: string; message?: string; params?: Record<string, unknown> }) {
  const path = (v.instancePath ?? "").split("/").filter(Boolean);
  return { ...v.params, code: v.keyword, path, message: v.message ?? "Invalid request" } as Issue;
}

/** The error body: the English sentence and its stable code (and numbers), so the client can translate it. */
export function errorBody(status: number, message: string) {
  return { message, ...(codeOfMessage(message) ?? { code: `http.${status}` }) };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = (status: number, message: string) => reply.code(status).send(errorBody(status, message));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => issueOf(v as never));
      return answer(400, validationMessage(issues, error.validationContext));
    }
    if (error instanceof HttpError) return answer(error.status, error.message);
    const known = error.code ? KNOWN[error.code] : undefined;
    if (known) return answer(known[0], known[1]);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return answer(status, error.message);
    request.log.error({ err: error }, "request failed");
    return answer(500, GENERIC_5XX);
  });
}
