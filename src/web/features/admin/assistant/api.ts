import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExtensionToken } from "../../../../contract/posting-desk.ts";
import { apiJson, apiRequest } from "../../../lib/api.ts";

export const extensionTokensKey = ["/api/admin/extension-tokens"] as const;
/** The assistant, built for this server's address (GET, a zip). */
export const EXTENSION_ZIP_URL = "/api/admin/extension.zip";

/** The token as created: the only time its secret is sent. */
export type ExtensionTokenCreated = ExtensionToken & { token: string };

/** The signed-in admin's assistant tokens. */
export function useExtensionTokens() {
  return useQuery<ExtensionToken[]>({ queryKey: extensionTokensKey });
}

export function useCreateExtensionToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiJson<ExtensionTokenCreated>("POST", "/api/admin/extension-tokens", { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extensionTokensKey }),
  });
}

export function useRevokeExtensionToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/admin/extension-tokens/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extensionTokensKey }),
  });
}

/** A name for the browser the admin is using ("Chrome on Linux"), to prefill the token's name. */
export function thisBrowserName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\//.test(userAgent)
      ? "Opera"
      : /Brave/.test(userAgent)
        ? "Brave"
        : /Chrom(e|ium)\//.test(userAgent)
          ? "Chrome"
          : "This browser";
  const os = /Android/.test(userAgent)
    ? "Android"
    : /Windows/.test(userAgent)
      ? "Windows"
      : /Mac OS X|Macintosh/.test(userAgent)
        ? "Mac"
        : /CrOS/.test(userAgent)
          ? "ChromeOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "";
  return os ? `${browser} on ${os}` : browser;
}
