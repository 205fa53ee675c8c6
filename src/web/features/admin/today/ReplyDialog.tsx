import { Badge, Box, Button, Group, Loader, Paper, Stack, Text, Textarea } from "@mantine/core";
import { modals } from "@mantine/modals";
import { createElement, useEffect, useRef, useState } from "react";
import { MESSAGE_MIN_LENGTH } from "../../../../contract/limits.ts";
import { displaySubject } from "../../../../contract/messages.ts";
import type { WorkItem } from "../../../../contract/work-queue.ts";
import { apiJson, errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { useInvalidateQueue, useSellerThread } from "./api.ts";

/**
 * Today's reply item: the seller's conversation with the team, the messages that wait marked, a reply form, and
 * "No reply needed" (issue 41). Sending answers every waiting message of the seller.
 */
function ReplyThread({ item, onDone }: { item: WorkItem; onDone: (what: string) => void }) {
  const thread = useSellerThread(item.sellerId);
  const invalidate = useInvalidateQueue();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The reply box takes the focus once the conversation is there (the dialog opened on a loader).
  const box = useRef<HTMLTextAreaElement>(null);
  const loaded = Boolean(thread.data);
  useEffect(() => {
    if (loaded) box.current?.focus();
  }, [loaded]);
  const messages = thread.data?.messages ?? [];
  const lastFromSeller = [...messages].reverse().find((m) => m.fromSeller);
  const subject = `Re: ${(lastFromSeller ? displaySubject(lastFromSeller) : item.title).replace(/^(Re:\s*)+/i, "")}`;
  const name = thread.data
    ? [thread.data.seller.firstName, thread.data.seller.lastName].filter(Boolean).join(" ") || thread.data.seller.email
    : "";

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if ([...text.trim()].length < MESSAGE_MIN_LENGTH) {
      setProblem(`Message must be at least ${MESSAGE_MIN_LENGTH} characters`);
      return;
    }
    setBusy(true);
    try {
      await apiJson("POST", "/api/admin/messages", {
        toUserId: item.sellerId,
        subject,
        message: text.trim(),
        messageType: "general",
        listingId: lastFromSeller?.listingId ?? null,
      });
      await invalidate();
      toast({ title: "Reply sent" });
      onDone(`Replied to ${name}`);
    } catch (err) {
      setProblem(errorText(err, "Failed to send message"));
    } finally {
      setBusy(false);
    }
  };

  const noReply = async () => {
    setBusy(true);
    try {
      await apiJson("POST", `/api/admin/sellers/${encodeURIComponent(item.sellerId ?? "")}/replies/handled`);
      await invalidate();
      onDone(`Marked handled: ${name}`);
    } catch (err) {
      setProblem(errorText(err, "Could not mark it handled"));
    } finally {
      setBusy(false);
    }
  };

  if (thread.isLoading) return <Loader size="sm" aria-label="Loading the conversation" />;
  if (thread.isError) return <Text c="red">{errorText(thread.error, "Could not load the conversation")}</Text>;
  return (
    <Stack gap="sm">
      {/* Focusable, so that the keyboard can scroll a long conversation. */}
      <Box mah={360} style={{ overflowY: "auto" }} tabIndex={0} role="log" aria-label={`Conversation with ${name}`}>
        <Stack gap="xs">
          {messages.map((m) => (
            <Paper
              key={m.id}
              withBorder
              p="xs"
              bg={m.fromSeller ? "gray.0" : undefined}
              ml={m.fromSeller ? 0 : "lg"}
              mr={m.fromSeller ? "lg" : 0}
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="xs" fw={600}>
                  {m.fromSeller ? name : m.isSystemMessage ? "SnapList" : (m.sender?.firstName ?? "Team")}
                </Text>
                <Group gap={4}>
                  {m.waiting ? (
                    <Badge size="xs" color="orange">
                      Waiting for an answer
                    </Badge>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {new Date(m.createdAt).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" })}
                  </Text>
                </Group>
              </Group>
              <Text size="xs" c="dimmed">
                {displaySubject(m)}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {m.message}
              </Text>
            </Paper>
          ))}
        </Stack>
      </Box>
      <form onSubmit={send} noValidate>
        <Stack gap="xs">
          <Textarea
            ref={box}
            label={`Your reply to ${name}`}
            description={subject}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setProblem(null);
            }}
            error={problem}
            autosize
            minRows={3}
          />
          <Group justify="space-between" wrap="wrap">
            <Button variant="default" onClick={noReply} disabled={busy}>
              No reply needed
            </Button>
            <Button type="submit" loading={busy}>
              Send Reply
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

let counter = 0;
export function openReplyDialog(item: WorkItem, onDone: (what: string) => void) {
  const modalId = `reply-${++counter}`;
  modals.open({
    modalId,
    title: item.title,
    size: "lg",
    children: createElement(ReplyThread, {
      item,
      onDone: (what: string) => {
        modals.close(modalId);
        onDone(what);
      },
    }),
  });
}
