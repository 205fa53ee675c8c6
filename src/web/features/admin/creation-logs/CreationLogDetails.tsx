import { ActionIcon, Button, Group, Stack, Text } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { type CreationLogView, DETAILS_MAX_TITLES } from "../../../../contract/admin-creation-logs.ts";
import { copyToClipboard } from "../../../lib/clipboard.ts";
import { formatRupees } from "../../../ui/format.ts";
import { logCategory, logDescription, logTitle } from "./copyText.ts";
import { PricingBasis } from "./PricingBasis.tsx";

function Field(props: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {props.label}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
          {props.value || "—"}
        </Text>
      </Stack>
      <ActionIcon
        variant="light"
        aria-label={`Copy ${props.label}`}
        onClick={() => copyToClipboard(props.value, props.label)}
      >
        <IconCopy size={16} />
      </ActionIcon>
    </Group>
  );
}

/** View Full Details: copy the image URL, each field, and up to eight alternative AI titles. */
export function CreationLogDetails({ log }: { log: CreationLogView }) {
  const imageUrl = log.originalImageUrl ? new URL(log.originalImageUrl, window.location.origin).toString() : "";
  return (
    <Stack gap="sm">
      <Button variant="light" disabled={!imageUrl} onClick={() => copyToClipboard(imageUrl, "Image URL")}>
        Copy image URL
      </Button>
      <Field label="Title" value={logTitle(log)} />
      <Field label="Description" value={logDescription(log)} />
      <Field label="Price" value={log.userSelectedPrice ? formatRupees(log.userSelectedPrice) : ""} />
      <Field label="Category" value={logCategory(log)} />
      {log.aiSuggestedPrices?.basis && <PricingBasis basis={log.aiSuggestedPrices.basis} />}
      <Text size="sm" fw={600}>
        Alternative AI titles
      </Text>
      {log.aiGeneratedTitles.slice(0, DETAILS_MAX_TITLES).map((t, i) => (
        <Field key={`${i}-${t}`} label={`Title ${i + 1}`} value={t} />
      ))}
    </Stack>
  );
}
