import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { fieldOf } from "../../contract/issue-messages.ts";
import { codeOfMessage } from "../../contract/message-codes.ts";
import { textProblemMessage, textProblemOf } from "../../contract/text.ts";
import { HttpError } from "../lib/http-error.ts";

const GENERIC_5XX = "Something went wrong on our side. Please try again.";

/** Fastify's own error codes mapped to a status and a sentence a person can act on. */
const KNOWN: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "Unsupported content type"],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "The request is too large"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "The request body is empty"],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "The request body is not valid JSON"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "The request's Content-Length does not match its body"],
  FST_ERR_CTP_EMPTY_TYPE: [415, "Say what the request body is: send a Content-Type header"],
  FST_ERR_CTP_INVALID_TYPE: [415, "Unsupported content type"],
  FST_ERR_BAD_URL: [400, "The address has characters an address cannot have"],
  FST_ERR_INVALID_URL: [400, "The address has characters an address cannot have"],
  FST_ERR_MAX_PARAM_LENGTH: [414, "A part of the address is too long"],
  FST_REQ_FILE_TOO_LARGE: [413, "The file is too large"],
  FST_FILES_LIMIT: [413, "Too many files"],
  FST_PARTS_LIMIT: [413, "Too many form fields"],
  FST_FIELDS_LIMIT: [413, "Too many form fields"],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, "Expected a multipart form upload"],
};

type Issue = { code?: string; message: string; path?: PropertyKey[] };

/**
 * One readable sentence from the first zod issue: the schema's own message, or the contract's plain sentence for a
 * check that has none (src/contract/issue-messages.ts); the shared text rule's sentences name the field.
 */
export function validationMessage(issues: Issue[]): string {
  const issue = issues[0];
  if (!issue) return "Check the request and try again";
  if (!issue.path?.length) return issue.message;
  const problem = textProblemOf(issue.message);
  if (problem) return textProblemMessage(problem, fieldOf(issue.path));
  // A shared limit's sentence says how long, not of what: name the field too.
  const tooLong = /^Must be at most (\d+) characters$/.exec(issue.message);
  if (tooLong) return `${fieldOf(issue.path)} must be at most ${tooLong[1]} characters`;
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
      return answer(400, validationMessage(issues));
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
