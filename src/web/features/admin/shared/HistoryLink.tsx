import { Button } from "@mantine/core";
import { Link } from "react-router";
import { historyHref } from "../activity/api.ts";
import { useCan } from "./permissions.ts";

/** Opens the Activity tab filtered to one listing's or one sale's history. */
export function HistoryLink(props: { listingId?: string; saleId?: string }) {
  // The Activity tab is for roles with the activity permission (docs/decisions/161).
  if (!useCan("activity")) return null;
  return (
    <Button component={Link} to={historyHref(props)} size="xs" variant="subtle">
      History
    </Button>
  );
}
