import { Button, Group } from "@mantine/core";
import { METRICS_RANGES, type MetricsRange, RANGE_LABELS } from "../../../../contract/ranges.ts";

/** The period a desk's figures cover (Community Growth, Analytics): one pressed button of 7/30/90 days and all time. */
export function RangePicker({ range, onChange }: { range: MetricsRange; onChange: (r: MetricsRange) => void }) {
  return (
    <Group gap={6} role="group" aria-label="Range">
      {METRICS_RANGES.map((r) => (
        <Button
          key={r}
          size="xs"
          variant={r === range ? "filled" : "default"}
          aria-pressed={r === range}
          onClick={() => onChange(r)}
        >
          {RANGE_LABELS[r]}
        </Button>
      ))}
    </Group>
  );
}
