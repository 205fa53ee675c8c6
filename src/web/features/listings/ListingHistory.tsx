import { Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { ListingHistoryEntry } from "../../../contract/audit.ts";
import { MARKETPLACE_LABELS, type Marketplace, type PostingStatus } from "../../../contract/enums.ts";
import i18n from "../../i18n/index.ts";
import { freshOnEveryVisit } from "../../lib/firstPageData.ts";
import { formatRupees } from "../../ui/format.ts";
import { listingKey } from "./api.ts";
import { badgeFor } from "./PlatformStatus.tsx";

/** One line a seller understands: "OLX: Queued → Live", "Marked sold for ₹12,000", "Sale cancelled". */
export function historyLine(e: ListingHistoryEntry): string {
  if (e.action === "sale.record")
    return i18n.t("edit.historySold", { amount: formatRupees(String(e.after?.saleAmount ?? "")) });
  if (e.action === "sale.undo") return i18n.t("edit.historyUndone");
  const where = MARKETPLACE_LABELS[e.after?.marketplace as Marketplace] ?? i18n.t("edit.marketplace");
  const label = (v: ListingHistoryEntry["before"]) => badgeFor((v?.status as PostingStatus) ?? null).label;
  const reason = e.after?.status === "failed" && e.after.failureReason ? ` (${e.after.failureReason})` : "";
  return `${where}: ${e.before ? `${label(e.before)} → ` : ""}${label(e.after)}${reason}`;
}

/**
 * The seller's own listing's status history (issue 23): what changed and when, never who. Fresh on every visit (a
 * first page's own answer counts as fresh).
 */
export function ListingHistory({ listingId }: { listingId: string }) {
  const { t } = useTranslation();
  const history = useQuery<ListingHistoryEntry[]>({
    queryKey: [...listingKey(listingId), "history"],
    staleTime: freshOnEveryVisit,
  });
  if (!history.data?.length) return null;
  return (
    <Paper withBorder p="md" radius="md" mt="md" aria-label={t("edit.history")}>
      <Title order={2} size="h4" mb="xs">
        {t("edit.history")}
      </Title>
      <Stack gap={4}>
        {history.data.map((e) => (
          <Text key={e.id} size="sm">
            <Text span c="dimmed" size="sm">
              {dayjs(e.at).format("DD/MM/YYYY HH:mm")}
            </Text>{" "}
            {historyLine(e)}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
