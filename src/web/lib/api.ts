import type { QueryFunction } from "@tanstack/react-query";
import type { CodedMessage } from "../../contract/message-codes.ts";
import i18n, { localMessage } from "../i18n/index.ts";

/** A failed call. `message` reads "status: text" (spec section 7); `serverMessage` is the `{ message }` the API sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return this.body || undefined;
    }
  }

  /** The stable code (and numbers) of the server's sentence, for showing it in the seller's language. */
  get coded(): CodedMessage | undefined {
    try {
      const parsed = JSON.parse(this.body) as { code?: unknown; params?: unknown };
      if (typeof parsed.code !== "string") return undefined;
      const params =
        parsed.params && typeof parsed.params === "object" ? (parsed.params as Record<string, string>) : undefined;
      return { code: parsed.code, params };
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(res: Response) {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

/** Said when a call could not be sent for want of a network (docs/decisions/119). */
export const OFFLINE_MESSAGE = "You are offline. Try again when you are back online.";

/** A call that never reached the server: fetch rejects with a TypeError (no network, server unreachable). */
export const isNetworkFailure = (err: unknown) => err instanceof TypeError;

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/** The message to show a person for a failed call, in their language (docs/decisions/131), else `fallback`. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    const message = err.serverMessage;
    return message ? localMessage(message, err.coded) : fallback;
  }
  if (isNetworkFailure(err) && isOffline()) return i18n.t("common.offline");
  if (err instanceof Error && err.message) return localMessage(err.message);
  return fallback;
}

export const isUnauthorized = (err: unknown) => err instanceof ApiError && err.status === 401;

/** Sends cookies always; a JSON body goes with a JSON content type, FormData as is. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined || isForm ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

/** apiRequest and parse the JSON answer. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

/** The default data fetch: GET the path formed by joining the key parts. A 401 throws, or returns null if asked. */
export function getQueryFn<T>(opts: { on401: "throw" | "returnNull" }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (opts.on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
