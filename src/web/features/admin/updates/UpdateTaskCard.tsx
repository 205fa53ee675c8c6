import { Button, Card, Group, List, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconCheck, IconDownload } from "@tabler/icons-react";
import type { AdminUpdateTask } from "../../../../contract/admin-listings.ts";
import { adEditUrl } from "../../../../contract/assistant-update.ts";
import { MARKETPLACE_LABELS } from "../../../../contract/enums.ts";
import { buildPostingKit, MARKETPLACE_LIMITS } from "../../../../contract/marketplace-kit/kit.ts";
import { assistantLaunchUrl } from "../../../../contract/posting-desk.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { createdDate } from "../../../ui/format.ts";
import { WholePhoto } from "../../../ui/WholePhoto.tsx";
import { KitField } from "../posting-kit/KitParts.tsx";
import { AdSummary } from "../shared/AdSummary.tsx";
import { AssistantLink } from "../shared/AssistantLink.tsx";
import { downloadFile } from "../shared/download.ts";
import { HistoryLink } from "../shared/HistoryLink.tsx";
import { useMarkUpdated } from "./api.ts";
import { changedKitFields } from "./changes.ts";

/**
 * One open update task (issue 30 item 1): which ad, what the seller changed ("Price ₹12,000 -> ₹10,500"), the new
 * values fitted to that marketplace (the posting kit's own fields, with Copy), and "Mark updated" once the ad
 * shows them. "Update on OLX" opens the ad's edit page for the posting assistant, which fills the changed fields
 * (docs/decisions/141); shown when the ad's address gives its edit page.
 */
export function UpdateTaskCard({ task }: { task: AdminUpdateTask }) {
  const done = useMarkUpdated();
  const l = task.listing;
  const name = MARKETPLACE_LABELS[task.marketplace];
  const kit = buildPostingKit(l, task.marketplace);
  const limits = MARKETPLACE_LIMITS[task.marketplace];
  const fields = changedKitFields(task.changes);
  const editUrl = task.postingUrl ? adEditUrl(task.marketplace, task.postingUrl) : null;
  const markUpdated = () =>
    done.mutate(task.id, {
      onSuccess: () => toast({ title: `Marked updated on ${name}` }),
      onError: (err) =>
        toast({
          title: "Update failed",
          description: errorText(err, "Failed to mark updated"),
          variant: "destructive",
        }),
    });
  return (
    <Card withBorder padding="sm" data-testid="update-task" aria-label={`${l.title} on ${name}`}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap" gap="md">
          <AdSummary
            listing={l}
            marketplaceName={name}
            adUrl={task.postingUrl}
            ownerSuffix={` · edited ${createdDate(task.updatedAt)}`}
          />
          <Stack gap={4} style={{ flex: "1 1 220px" }}>
            <Text size="sm" fw={600}>
              What changed
            </Text>
            <List size="sm" spacing={2} data-testid="update-changes">
              {task.changes.map((c) => (
                <List.Item key={c.field}>{c.text}</List.Item>
              ))}
            </List>
          </Stack>
        </Group>
        <Stack gap="xs" data-testid="update-kit">
          {fields.title ? (
            <KitField
              label="Title"
              value={kit.title}
              hint={`${[...kit.title].length}/${kit.titleMax} · ${limits.titleField}`}
            />
          ) : null}
          {fields.description ? (
            <KitField
              label="Description"
              value={kit.description}
              multiline
              hint={`${[...kit.description].length}/${kit.descriptionMax}`}
            />
          ) : null}
          {fields.price ? <KitField label="Price" value={kit.price} hint={`₹ · ${limits.priceField}`} /> : null}
          {fields.photos ? (
            <>
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  Photos ({kit.photos.length}, in order)
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} />}
                  onClick={() =>
                    downloadFile(`/api/admin/listings/${l.id}/photos.zip`, `product-${l.id.slice(-8)}-photos.zip`)
                  }
                >
                  Download all photos
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 3, sm: 5 }} spacing={6}>
                {kit.photos.map((src, i) => (
                  <WholePhoto key={src} src={src} alt={`Photo ${i + 1}`} radius="sm" h={64} original />
                ))}
              </SimpleGrid>
            </>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {editUrl ? (
            <AssistantLink
              href={assistantLaunchUrl(editUrl, { kind: "update", taskId: task.id, marketplace: task.marketplace })}
            >
              Update on {name}
            </AssistantLink>
          ) : null}
          <Button size="xs" leftSection={<IconCheck size={14} />} loading={done.isPending} onClick={markUpdated}>
            Mark updated
          </Button>
          <HistoryLink listingId={l.id} />
        </Group>
      </Stack>
    </Card>
  );
}
