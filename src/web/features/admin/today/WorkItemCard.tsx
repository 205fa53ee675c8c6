import { Badge, Button, Card, Group, Kbd, Stack, Text } from "@mantine/core";
import { forwardRef } from "react";
import { MARKETPLACE_LABELS } from "../../../../contract/enums.ts";
import { minutesLeft } from "../../../../contract/posting-desk.ts";
import { targetText, WORK_KIND_LABELS, type WorkItem } from "../../../../contract/work-queue.ts";
import { dueText, waitingText } from "./time.ts";
import { doneLabel, openLabel } from "./useWorkActions.ts";

const KIND_COLORS: Record<WorkItem["kind"], string> = {
  delist: "red",
  reply: "grape",
  buyer: "cyan",
  offer: "lime",
  payout: "teal",
  update: "blue",
  renewal: "orange",
  posting: "indigo",
};

/**
 * One item of Today: what it is, how long it waits, when it is due (an overdue one highlighted), who holds it, and
 * its Open and Done. The selected item carries aria-current and takes the focus, so a screen reader reads it as the
 * keys move through the list.
 */
export const WorkItemCard = forwardRef<
  HTMLDivElement,
  {
    item: WorkItem;
    now: Date;
    target: number;
    selected: boolean;
    onSelect: () => void;
    onOpen: () => void;
    onDone: () => void;
    onRelease: () => void;
  }
>(function WorkItemCard({ item, now, target, selected, onSelect, onOpen, onDone, onRelease }, ref) {
  const heldByOther = item.claim && !item.claim.mine;
  const titleId = `work-${item.kind}-${item.id}`;
  return (
    <Card
      ref={ref}
      withBorder
      padding="sm"
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      aria-current={selected ? "true" : undefined}
      data-testid="work-item"
      data-kind={item.kind}
      data-overdue={item.overdue ? "true" : "false"}
      onClick={onSelect}
      onFocus={onSelect}
      style={{
        borderLeft: `4px solid var(--mantine-color-${item.overdue ? "red-7" : "gray-3"})`,
        background: item.overdue ? "var(--mantine-color-red-0)" : undefined,
        outline: selected ? "2px solid var(--mantine-color-blue-6)" : undefined,
        outlineOffset: 2,
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ flex: "1 1 240px", minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Badge size="sm" color={KIND_COLORS[item.kind]} variant="light">
              {WORK_KIND_LABELS[item.kind]}
            </Badge>
            {item.marketplace ? (
              <Badge size="sm" variant="outline" color="gray">
                {MARKETPLACE_LABELS[item.marketplace]}
              </Badge>
            ) : null}
            {item.overdue ? (
              <Badge size="sm" color="red" variant="filled">
                Overdue
              </Badge>
            ) : null}
          </Group>
          <Text fw={600} id={titleId} lineClamp={2} style={{ overflowWrap: "anywhere" }}>
            {item.title}
          </Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }} lineClamp={2}>
            {item.detail}
          </Text>
          <Text size="xs" c={item.overdue ? "red.8" : "dimmed"}>
            {waitingText(item.since, now)} · {dueText(item.dueAt, now)} (target {targetText(item.kind, target)})
          </Text>
          {item.claim ? (
            <Text size="xs" c={item.claim.mine ? "teal.8" : "orange.8"}>
              {item.claim.mine
                ? `You are working on this (${minutesLeft(item.claim.expiresAt, now)} min left)`
                : `${item.claim.adminName} is working on this (${minutesLeft(item.claim.expiresAt, now)} min left)`}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            onClick={onOpen}
            disabled={Boolean(heldByOther)}
            aria-keyshortcuts={selected ? "O" : undefined}
            rightSection={
              selected ? (
                <Kbd size="xs" aria-hidden="true">
                  O
                </Kbd>
              ) : undefined
            }
          >
            {openLabel(item)}
          </Button>
          {/* A payout's Done is its dialog, which Open already is: one button (D still opens it). */}
          {item.kind === "payout" ? null : (
            <Button
              size="xs"
              variant="light"
              onClick={onDone}
              disabled={Boolean(heldByOther)}
              aria-keyshortcuts={selected ? "D" : undefined}
              rightSection={
                selected ? (
                  <Kbd size="xs" aria-hidden="true">
                    D
                  </Kbd>
                ) : undefined
              }
            >
              {doneLabel(item)}
            </Button>
          )}
          {item.claim?.mine ? (
            <Button size="xs" variant="subtle" onClick={onRelease}>
              Release
            </Button>
          ) : null}
        </Group>
      </Group>
    </Card>
  );
});
