import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUpdateTask } from "../../../../contract/admin-listings.ts";
import { apiRequest } from "../../../lib/api.ts";
import { usePagedList } from "../../../lib/paged.ts";
import { useAuth } from "../../auth/useAuth.ts";
import { listingsKey } from "../../listings/api.ts";
import { adminListingsKey, adminSummaryKey } from "../shared/api.ts";

/** Issue 30's two admin queues: open update tasks (oldest first) and ads near or past expiry (soonest first). */
export const updateTasksKey = ["/api/admin/update-tasks"] as const;
export const renewalsKey = ["/api/admin/renewals"] as const;

export const useIsAdmin = () => Boolean(useAuth().user?.isAdmin);

export const useUpdateTasks = () =>
  usePagedList<AdminUpdateTask>(updateTasksKey, "/api/admin/update-tasks", {}, useIsAdmin(), "always");

/** After a tick, a renewal or a repost: both queues, the listing lists (postings changed) and the summary counts. */
export function useInvalidateAfterLive() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [updateTasksKey, renewalsKey, adminListingsKey, adminSummaryKey, listingsKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** "Mark updated": the ad now shows the seller's edit (a second tick is a harmless no-op on the server). */
export function useMarkUpdated() {
  const invalidate = useInvalidateAfterLive();
  return useMutation({
    mutationFn: (taskId: string) => apiRequest("POST", `/api/admin/update-tasks/${encodeURIComponent(taskId)}/done`),
    onSuccess: () => invalidate(),
  });
}
