import { Checkbox, Group, Stack, Text } from "@mantine/core";
import { AD_MANAGE_PAGES } from "../../../../contract/ad-address.ts";
import { MARKETPLACE_LABELS } from "../../../../contract/enums.ts";
import { assistantLaunchUrl } from "../../../../contract/posting-desk.ts";
import type { SaleDto } from "../../../../contract/sales.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { useSetDelistTask } from "../../sales/api.ts";
import { AssistantLink } from "../shared/AssistantLink.tsx";
import { useCan } from "../shared/permissions.ts";

/** "Remove the ad" checklist of a sold listing: one box per marketplace where it was posted. */
export function DelistTasks({ sale }: { sale: SaleDto }) {
  const setTask = useSetDelistTask();
  // Removing ads is a poster's (or an owner's) work; a manager sees the checklist (docs/decisions/161).
  const canPost = useCan("postings");
  if (sale.delistTasks.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed">
        Remove the ad
      </Text>
      {sale.delistTasks.map((t) => (
        // On a phone the button goes under its box rather than be cut (360 px: "Delist on Facebook").
        <Group key={t.id} gap="xs" wrap="wrap">
          <Checkbox
            size="xs"
            checked={Boolean(t.doneAt)}
            disabled={!canPost || (setTask.isPending && setTask.variables?.taskId === t.id)}
            label={`Removed from ${MARKETPLACE_LABELS[t.marketplace]}`}
            onChange={(e) =>
              setTask.mutate(
                { saleId: sale.id, taskId: t.id, done: e.currentTarget.checked },
                {
                  onError: (err) =>
                    toast({
                      title: "Error",
                      description: errorText(err, "Failed to update status"),
                      variant: "destructive",
                    }),
                },
              )
            }
          />
          {canPost && t.url && !t.doneAt ? (
            <AssistantLink
              href={assistantLaunchUrl(AD_MANAGE_PAGES[t.marketplace], {
                kind: "delist",
                taskId: t.id,
                marketplace: t.marketplace,
              })}
            >
              Delist on {MARKETPLACE_LABELS[t.marketplace]}
            </AssistantLink>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}
