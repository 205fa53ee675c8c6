import { Button, Group, TextInput } from "@mantine/core";
import { useState } from "react";
import { exportUrl } from "../../sales/api.ts";

/** Accounting export: sales and payouts with a sale date in the range, as a CSV file. */
export function SalesExport() {
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput type="date" label="From" size="xs" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
      <TextInput type="date" label="To" size="xs" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      <Button
        component="a"
        size="xs"
        variant="default"
        href={exportUrl("/api/admin/sales/export", { from, to })}
        download
        disabled={Boolean(from && to && from > to)}
      >
        Export CSV
      </Button>
    </Group>
  );
}
