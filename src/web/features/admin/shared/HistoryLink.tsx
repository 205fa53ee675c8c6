import { Button } from "@mantine/core";
import { Link } from "react-router";
import { historyHref } from "../activity/api.ts";

/** Opens the Activity tab filtered to one listing's or one sale's history. */
export function HistoryLink(props: { listingId?: string; saleId?: string }) {
  return (
    <Button component={Link} to={historyHref(props)} size="xs" variant="subtle">
      History
    </Button>
  );
}
