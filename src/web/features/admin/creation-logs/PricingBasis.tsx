import { List, Stack, Text } from "@mantine/core";
import type { PricingBasisLog } from "../../../../contract/generator.ts";
import { formatRupees } from "../../../ui/format.ts";

const TIERS = [
  ["quickPrice", "Quick sale"],
  ["medianPrice", "Market"],
  ["maxPrice", "Premium"],
] as const;
const LEVEL = { model: "same model", brand: "same brand", type: "same item type", category: "same category" } as const;

const daysText = (d: number) => (d === 0 ? "the day it went live" : `about ${d} day${d === 1 ? "" : "s"}`);

/** What the generator's prices were based on (issue 48, docs/decisions/200), as the creation log kept it. */
export function PricingBasis({ basis }: { basis: PricingBasisLog }) {
  const c = basis.comparables;
  return (
    <Stack gap={4} data-testid="pricing-basis">
      <Text size="sm" fw={600}>
        Prices based on
      </Text>
      <Text size="sm">
        {c
          ? `${c.sales} SnapList sale${c.sales === 1 ? "" : "s"} and ${c.offers} accepted offer${c.offers === 1 ? "" : "s"} (${LEVEL[c.level]}, ${formatRupees(c.band.lo)}–${formatRupees(c.band.hi)}): effective ${c.effective}, ${Math.round(c.blend * 100)}% of the price; the rest from the reference`
          : "Reference prices only"}
        {basis.evidenceFailed ? " (SnapList's sales could not be read)" : ""}
      </Text>
      <Text size="sm">{`Reference (${basis.reference.level} table): ${formatRupees(basis.reference.value)}`}</Text>
      {TIERS.map(([key, label]) => {
        const d = basis.days[key];
        return (
          <Text size="sm" key={key}>
            {`${label}: ${d ? `${daysText(d.days)} (${d.sales} sales, ${d.sellers} sellers)` : "no days (too few sales at about this price)"}`}
          </Text>
        );
      })}
      {c && c.evidence.length > 0 && (
        <List size="xs" spacing={2} aria-label="Heaviest evidence">
          {c.evidence.map((e, i) => (
            <List.Item key={`${i}-${e.amount}`}>
              {`${e.kind === "sale" ? "Sale" : "Accepted offer"} ${formatRupees(e.amount)} (${e.condition}, ${Math.round(e.ageDays)} days ago) → ${formatRupees(e.adjusted)} · weight ${e.weight}${e.days === null ? "" : ` · sold in ${e.days} day${e.days === 1 ? "" : "s"}`}`}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
