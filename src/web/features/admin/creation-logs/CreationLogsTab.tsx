import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { type CreationLogView, productImageName } from "../../../../contract/admin-creation-logs.ts";
import { copyToClipboard } from "../../../lib/clipboard.ts";
import { createdDate, formatRupees } from "../../../ui/format.ts";
import { InfiniteScrollArea } from "../../../ui/InfiniteScrollArea.tsx";
import { WholePhoto } from "../../../ui/WholePhoto.tsx";
import { useCreationLogs } from "../shared/api.ts";
import { downloadFile } from "../shared/download.ts";
import { CreationLogDetails } from "./CreationLogDetails.tsx";
import { copyAllText, logCategory, logDescription, logTitle, logUserName } from "./copyText.ts";

function AiAnalysis({ log }: { log: CreationLogView }) {
  const p = log.aiSuggestedPrices;
  return (
    <Paper withBorder p="xs" radius="sm" bg="var(--mantine-color-gray-0)" aria-label="AI Analysis">
      <Text size="xs" fw={700} mb={4}>
        AI Analysis
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={4}>
        <Text size="xs">AI guess: {log.aiDetectedProduct ?? "—"}</Text>
        <Text size="xs">Seller said: {log.sellerAnswer ?? "—"}</Text>
        <Text size="xs">Brand: {log.aiDetectedBrand ?? "—"}</Text>
        <Text size="xs">Model: {log.aiDetectedModel ?? "—"}</Text>
        <Text size="xs">Confidence: {log.aiConfidenceScore ?? 0}/100</Text>
        <Text size="xs">Quick: {formatRupees(p?.quickPrice)}</Text>
        <Text size="xs">Market: {formatRupees(p?.medianPrice)}</Text>
        <Text size="xs">Max: {formatRupees(p?.maxPrice)}</Text>
      </SimpleGrid>
    </Paper>
  );
}

function LogCard({ log }: { log: CreationLogView }) {
  const nameId = log.listingId ?? log.id;
  return (
    <Card withBorder padding="sm" data-testid="creation-log">
      <Group align="flex-start" wrap="wrap" gap="md">
        <WholePhoto src={log.originalImageUrl} alt="Original" w={96} h={96} radius="sm" fallbackSrc="/favicon.svg" />
        <Stack gap={4} style={{ flex: "1 1 260px", minWidth: 0 }}>
          <Text fw={600}>{logTitle(log)}</Text>
          <Text size="sm" c="dimmed">
            {logUserName(log)} · {log.user.email} · {createdDate(log.createdAt)}
          </Text>
          <Group gap={6}>
            <Badge variant="outline" color="gray">
              ID {log.listingId ? log.listingId.slice(-8) : "not saved"}
            </Badge>
            <Text size="sm" fw={600}>
              {formatRupees(log.userSelectedPrice)}
            </Text>
            {logCategory(log) ? (
              <Badge variant="outline" color="gray">
                {logCategory(log)}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" lineClamp={3}>
            {logDescription(log)}
          </Text>
          <AiAnalysis log={log} />
        </Stack>
      </Group>
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="default" onClick={() => copyToClipboard(copyAllText(log), "Details")}>
          Copy All Details
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!log.originalImageUrl}
          onClick={() => downloadFile(`/api/admin/creation-logs/${log.id}/image`, productImageName(nameId))}
        >
          Download Image
        </Button>
        <Button
          size="xs"
          variant="light"
          onClick={() =>
            modals.open({ title: "Creation details", size: "lg", children: <CreationLogDetails log={log} /> })
          }
        >
          View Full Details
        </Button>
      </Group>
    </Card>
  );
}

/** Tab 3: every generation, newest first, paged as it scrolls. */
export default function CreationLogsTab() {
  const logs = useCreationLogs();
  if (logs.isLoading) return <Text c="dimmed">Loading creation logs...</Text>;
  if (logs.isError) return <Text c="red">Failed to load creation logs</Text>;
  if (logs.items.length === 0) return <Text c="dimmed">No creation logs yet</Text>;
  return (
    <InfiniteScrollArea
      hasNextPage={Boolean(logs.hasNextPage)}
      isFetchingNextPage={logs.isFetchingNextPage}
      fetchNextPage={logs.fetchNextPage}
      label="Creation logs"
    >
      <Stack gap="sm">
        {logs.items.map((log) => (
          <LogCard key={log.id} log={log} />
        ))}
      </Stack>
    </InfiniteScrollArea>
  );
}
