import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AnswerInput, questionText, type Reply, type SellerQuestion } from "../../../contract/buyer-questions.ts";
import { MARKETPLACE_LABELS } from "../../../contract/enums.ts";
import type { Language } from "../../../contract/language.ts";
import { availabilitySentence } from "../../../contract/seller-terms.ts";
import i18n from "../../i18n/index.ts";
import { formMessage } from "../../i18n/messages.ts";
import { apiJson, errorText } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { formatRupees } from "../../ui/format.ts";
import { messagesKey, unreadCountKey } from "./api.ts";

export const questionsKey = ["/api/questions"] as const;

/** How long a question has waited, in the seller's language ("5 min", "2 h", "3 days"). */
function age(iso: string): string {
  const minutes = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return i18n.t("questions.ageMinutes", { count: minutes });
  if (minutes < 48 * 60) return i18n.t("questions.ageHours", { count: Math.round(minutes / 60) });
  return i18n.t("questions.ageDays", { count: Math.round(minutes / 1440) });
}

/**
 * Buyers' questions at the top of Messages (issue 42 item 3): each with one-tap replies - still available, I accept
 * ₹X, my lowest is ₹Y, buyers can see it on ... (from the listing's availability), sold elsewhere - or free text.
 */
export function BuyerQuestions() {
  const { t } = useTranslation();
  const { data } = useQuery<SellerQuestion[]>({ queryKey: questionsKey });
  const waiting = (data ?? []).filter((q) => !q.answer);
  if (waiting.length === 0) return null;
  return (
    <Card withBorder padding="md" radius="md" mb="md" component="section" aria-labelledby="buyer-questions-title">
      <Title order={2} size="h4" id="buyer-questions-title" mb="sm">
        {t("questions.title")}
      </Title>
      <Stack gap="md">
        {waiting.map((q) => (
          <QuestionItem key={q.id} question={q} />
        ))}
      </Stack>
    </Card>
  );
}

type Mode = "idle" | "accept" | "lowest" | "text" | "sold";

/**
 * The quick reply that answers this question, shown first and highlighted (issue 47 item 6): "Yes, still available"
 * for "Is it still available?", "My lowest is ₹…" for "What is your last price?", the viewing times for "Can the
 * buyer come and see it?" (when the listing has them), and "Write an answer" for the buyer's own words.
 */
export function defaultReply(q: Pick<SellerQuestion, "common" | "availability">): Reply {
  switch (q.common) {
    case "available":
      return "available";
    case "last_price":
      return "lowest";
    case "viewing":
      return q.availability ? "viewing" : "text";
    default:
      return "text";
  }
}

const ORDER: Reply[] = ["available", "lowest", "accept", "viewing", "text", "sold_elsewhere"];
/** The default first, the others in their usual order. */
const replyOrder = (first: Reply): Reply[] => [first, ...ORDER.filter((r) => r !== first)];

function QuestionItem({ question: q }: { question: SellerQuestion }) {
  const { t, i18n: tr } = useTranslation();
  const lang: Language = tr.language === "hi" ? "hi" : "en";
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>("idle");
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const answer = useMutation({
    mutationFn: (body: AnswerInput) => apiJson<SellerQuestion>("POST", `/api/questions/${q.id}/answer`, body),
    onSuccess: () => {
      toast({ title: t("questions.sent") });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: questionsKey }),
        queryClient.invalidateQueries({ queryKey: messagesKey }),
        queryClient.invalidateQueries({ queryKey: unreadCountKey }),
        queryClient.invalidateQueries({ queryKey: ["/api/listings"] }),
      ]);
    },
    onError: (err) => setError(errorText(err, t("common.pleaseTryAgain"))),
  });
  const send = (body: AnswerInput) => {
    setError(undefined);
    answer.mutate(body);
  };
  const submitValue = (e: React.FormEvent) => {
    e.preventDefault();
    if (mode === "text") send({ reply: "text", text: value });
    else if (mode === "accept" || mode === "lowest") send({ reply: mode, amount: value });
  };
  const first = defaultReply(q);
  const look = (reply: Reply, otherwise: "default" | "subtle" = "default") => (reply === first ? "filled" : otherwise);
  const quick: Record<Reply, React.ReactNode> = {
    available: (
      <Button
        size="compact-sm"
        variant={look("available")}
        loading={answer.isPending}
        onClick={() => send({ reply: "available" })}
      >
        {t("questions.available")}
      </Button>
    ),
    lowest: (
      <Button size="compact-sm" variant={look("lowest")} onClick={() => setMode("lowest")}>
        {t("questions.lowest")}
      </Button>
    ),
    accept: (
      <Button size="compact-sm" variant={look("accept")} onClick={() => setMode("accept")}>
        {t("questions.accept")}
      </Button>
    ),
    viewing: q.availability ? (
      // The sentence is long: on a phone it wraps onto a second line rather than being cut (issue 47 item 6).
      <Button
        size="compact-sm"
        variant={look("viewing")}
        h="auto"
        mih={26}
        py={3}
        maw="100%"
        styles={{ label: { whiteSpace: "normal", textAlign: "start", overflow: "visible" } }}
        onClick={() => send({ reply: "viewing" })}
      >
        {availabilitySentence(q.availability, lang)}
      </Button>
    ) : null,
    text: (
      <Button size="compact-sm" variant={look("text", "subtle")} onClick={() => setMode("text")}>
        {t("questions.write")}
      </Button>
    ),
    sold_elsewhere: (
      <Button size="compact-sm" variant="default" color="red" onClick={() => setMode("sold")}>
        {t("questions.soldElsewhere")}
      </Button>
    ),
  };
  return (
    <Stack gap={6} data-testid="buyer-question" aria-label={q.listingTitle}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {q.listingTitle}
        </Text>
        <Badge variant="light" size="sm">
          {MARKETPLACE_LABELS[q.marketplace]}
        </Badge>
        <Text size="xs" c="dimmed">
          {t("questions.waiting", { age: age(q.askedAt) })}
        </Text>
      </Group>
      <Text size="sm">“{questionText(q, lang)}”</Text>
      {q.closed ? (
        <Text size="sm" c="dimmed" data-testid="question-closed">
          {t("questions.closed")}
        </Text>
      ) : mode === "idle" ? (
        <Group gap="xs" wrap="wrap">
          {replyOrder(first).map((reply) => (
            <Fragment key={reply}>{quick[reply]}</Fragment>
          ))}
        </Group>
      ) : mode === "sold" ? (
        // Not a quick reply like the others: it takes the listing off sale, so it says so and asks first.
        <Stack gap={6} role="group" aria-label={t("questions.soldElsewhere")}>
          <Text size="sm">{t("questions.soldConfirm")}</Text>
          <Group gap="xs">
            <Button
              size="compact-sm"
              color="red"
              loading={answer.isPending}
              onClick={() => send({ reply: "sold_elsewhere" })}
            >
              {t("questions.soldConfirmYes")}
            </Button>
            <Button size="compact-sm" variant="subtle" color="gray" onClick={() => setMode("idle")}>
              {t("common.cancel")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submitValue} noValidate>
          <Group gap="xs" align="flex-start">
            <TextInput
              aria-label={t(mode === "text" ? "questions.yourAnswer" : "questions.amount")}
              placeholder={mode === "text" ? t("questions.yourAnswer") : formatRupees(q.listingPrice)}
              leftSection={mode === "text" ? undefined : "₹"}
              inputMode={mode === "text" ? "text" : "decimal"}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              style={{ flex: 1 }}
              data-autofocus
            />
            <Button type="submit" size="sm" loading={answer.isPending}>
              {t("questions.send")}
            </Button>
            <Button size="sm" variant="subtle" color="gray" onClick={() => setMode("idle")}>
              {t("common.cancel")}
            </Button>
          </Group>
        </form>
      )}
      {error ? (
        <Text c="red" size="sm">
          {formMessage(error)}
        </Text>
      ) : null}
    </Stack>
  );
}
