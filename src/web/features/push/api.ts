import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PushKind } from "../../../contract/push.ts";
import { ApiError, apiJson, apiRequest } from "../../lib/api.ts";
import type { PushServer } from "./device.ts";

/** The server's half of Web Push (issue 32): its key, this device's subscription, and the kinds to be told. */
export const PUSH_KEY_URL = "/api/push/public-key";
export const PUSH_SUBSCRIPTIONS_URL = "/api/push/subscriptions";
export const PUSH_PREFERENCES_URL = "/api/push/preferences";

export const pushServer: PushServer = {
  publicKey: async () => (await apiJson<{ publicKey: string }>("GET", PUSH_KEY_URL)).publicKey,
  save: (subscription) => apiJson<{ id: string }>("POST", PUSH_SUBSCRIPTIONS_URL, subscription),
  remove: async (id) => {
    try {
      await apiRequest("DELETE", `${PUSH_SUBSCRIPTIONS_URL}/${encodeURIComponent(id)}`);
    } catch (err) {
      // Already gone (removed after the push service said 410, or from another device): that is what was wanted.
      if (!(err instanceof ApiError && err.status === 404)) throw err;
    }
  },
};

export interface PushPreferencesView {
  kinds: PushKind[];
  preferences: Partial<Record<PushKind, boolean>>;
}

export const pushPreferencesQuery = queryOptions<PushPreferencesView>({ queryKey: [PUSH_PREFERENCES_URL] });

/** One kind switched on or off; the list shows the change at once and goes back if the server refuses. */
export function useSetPushPreference() {
  const queryClient = useQueryClient();
  const key = pushPreferencesQuery.queryKey;
  return useMutation({
    mutationFn: ({ kind, on }: { kind: PushKind; on: boolean }) =>
      apiJson<PushPreferencesView>("PUT", PUSH_PREFERENCES_URL, { [kind]: on }),
    onMutate: async ({ kind, on }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PushPreferencesView>(key);
      if (before) queryClient.setQueryData(key, { ...before, preferences: { ...before.preferences, [kind]: on } });
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (view) => queryClient.setQueryData(key, view),
  });
}
