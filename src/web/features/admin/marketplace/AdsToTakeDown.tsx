import { Alert, Button, Group, List, Text } from "@mantine/core";
import { IconAlertTriangle, IconCheck } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AD_MANAGE_PAGES } from "../../../../contract/ad-address.ts";
import { MARKETPLACE_LABELS, type Marketplace } from "../../../../contract/enums.ts";
import { assistantLaunchUrl } from "../../../../contract/posting-desk.ts";
import { apiJson, errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { AssistantLink } from "../shared/AssistantLink.tsx";

interface OpenDelistTask {
  id: string;
  reason: "sold" | "withdrawn";
  title: string;
  marketplace: Marketplace;
  url: string | null;
}

const delistTasksKey = ["/api/admin/delist-tasks"] as const;

/**
 * Live ads of listings their sellers deleted (withdrawn): each must come down from its marketplace - through the
 * assistant ("Delist on OLX") or by hand, then "Removed". A sold listing's ads are on its sale's card.
 */
export function AdsToTakeDown() {
  const queryClient = useQueryClient();
  const tasks = useQuery<OpenDelistTask[]>({
    queryKey: delistTasksKey,
    queryFn: () => apiJson("GET", "/api/admin/delist-tasks?limit=100"),
    staleTime: 30_000,
  });
  const tick = useMutation({
    mutationFn: (id: string) => apiJson("POST", `/api/admin/delist-tasks/${id}/done`, { done: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: delistTasksKey }),
    onError: (err) =>
      toast({ title: "Error", description: errorText(err, "Failed to update status"), variant: "destructive" }),
  });
  const withdrawn = (tasks.data ?? []).filter((t) => t.reason === "withdrawn");
  if (!withdrawn.length) return null;
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      title={`${withdrawn.length} ad${withdrawn.length === 1 ? "" : "s"} to take down`}
    >
      <Text size="sm">Their sellers deleted these listings while they were live.</Text>
      <List spacing="xs" size="sm" mt="xs" aria-label="Ads to take down">
        {withdrawn.map((t) => (
          <List.Item key={t.id}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {t.title} on {MARKETPLACE_LABELS[t.marketplace]}
              </Text>
              {t.url ? (
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
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCheck size={14} />}
                onClick={() => tick.mutate(t.id)}
              >
                Removed
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
