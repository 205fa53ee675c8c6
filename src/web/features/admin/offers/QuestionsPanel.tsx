import { Anchor, Badge, Button, Card, Group, Popover, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminListing } from "../../../../contract/admin-listings.ts";
import {
  type AdminQuestion,
  type AskSellerInput,
  COMMON_QUESTION_TEXTS,
  COMMON_QUESTIONS,
} from "../../../../contract/buyer-questions.ts";
import { MARKETPLACE_LABELS, MARKETPLACES } from "../../../../contract/enums.ts";
import { isForSale } from "../../../../contract/listing-life.ts";
import { apiJson, errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";

export const deskQuestionsKey = ["/api/admin/questions"] as const;

const ago = (iso: string) => {
  const minutes = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 60_000));
  return minutes < 60
    ? `${minutes} min`
    : minutes < 2880
      ? `${Math.round(minutes / 60)} h`
      : `${Math.round(minutes / 1440)} days`;
};

/**
 * "Ask seller" (issue 42 item 3): one click opens it, a second sends a common question; or paste the buyer's words
 * and send. The question goes about the listing's first live ad.
 */
export function AskSellerButton({ listing }: { listing: AdminListing }) {
  const live = MARKETPLACES.filter((m) => listing[`${m}Status`] === "posted");
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const qc = useQueryClient();
  const ask = useMutation({
    mutationFn: (body: AskSellerInput) =>
      apiJson<AdminQuestion>("POST", `/api/admin/listings/${listing.id}/questions`, body),
    onSuccess: () => {
      toast({ title: "Question sent to the seller" });
      setOpened(false);
      setText("");
      return qc.invalidateQueries({ queryKey: deskQuestionsKey });
    },
    onError: (err) => setError(errorText(err, "Question not sent")),
  });
  if (live.length === 0 || !isForSale(listing.status)) return null;
  const marketplace = live[0];
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-start" withArrow>
      <Popover.Target>
        <Button size="xs" variant="default" onClick={() => setOpened((o) => !o)}>
          Ask seller
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={300} aria-label={`Ask the seller of ${listing.title}`}>
          <Text size="xs" c="dimmed">
            A buyer on {MARKETPLACE_LABELS[marketplace]} asks:
          </Text>
          {COMMON_QUESTIONS.map((c) => (
            <Button
              key={c}
              size="xs"
              variant="light"
              loading={ask.isPending && ask.variables?.common === c}
              onClick={() => ask.mutate({ marketplace, common: c })}
            >
              {COMMON_QUESTION_TEXTS[c].en}
            </Button>
          ))}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              ask.mutate({ marketplace, text });
            }}
          >
            <Stack gap={6}>
              <Textarea
                label="Or paste the buyer's question"
                autosize
                minRows={2}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                error={error}
              />
              <Button type="submit" size="xs" variant="default" loading={ask.isPending && Boolean(ask.variables?.text)}>
                Send question
              </Button>
            </Stack>
          </form>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The sellers' answers to relay (oldest first, tied to the question and its ad), then questions still waiting. */
export function BuyerAnswers() {
  const qc = useQueryClient();
  const { data } = useQuery<AdminQuestion[]>({ queryKey: deskQuestionsKey, refetchInterval: 30_000 });
  const relayed = useMutation({
    mutationFn: (id: string) => apiJson<AdminQuestion>("POST", `/api/admin/questions/${id}/relayed`),
    onSuccess: () => qc.invalidateQueries({ queryKey: deskQuestionsKey }),
  });
  if (!data || data.length === 0) return null;
  return (
    <Card withBorder padding="sm" data-testid="buyer-answers">
      <Title order={3} size="h5" mb="xs">
        Buyers' questions
      </Title>
      <Stack gap="xs">
        {data.map((q) => (
          <Group key={q.id} justify="space-between" wrap="wrap" gap="xs" data-testid="desk-question">
            <Stack gap={0} style={{ flex: "1 1 320px" }}>
              <Text size="sm" fw={600}>
                {q.listingTitle}{" "}
                <Badge size="xs" variant="light">
                  {MARKETPLACE_LABELS[q.marketplace]}
                </Badge>
              </Text>
              <Text size="sm">“{q.question}”</Text>
              {q.answerForBuyer !== null ? (
                <Text size="sm" c="teal.8" fw={500}>
                  Seller: {q.answerForBuyer}
                </Text>
              ) : (
                <Text size="xs" c="orange.8">
                  Waiting for the seller · {ago(q.askedAt)}
                </Text>
              )}
            </Stack>
            <Group gap="xs">
              {q.adUrl ? (
                <Anchor size="xs" href={q.adUrl} target="_blank" rel="noreferrer">
                  Open the ad
                </Anchor>
              ) : null}
              {q.answer ? (
                <Button
                  size="xs"
                  loading={relayed.isPending && relayed.variables === q.id}
                  onClick={() =>
                    relayed.mutate(q.id, {
                      onError: (err) => toast({ title: errorText(err, "Not saved"), variant: "destructive" }),
                    })
                  }
                >
                  Told the buyer
                </Button>
              ) : null}
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
