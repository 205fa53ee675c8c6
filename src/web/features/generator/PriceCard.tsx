import {
  Badge,
  Button,
  Card,
  Flex,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CURRENCIES, type CurrencyCode } from "../../../contract/enums.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { currencySymbol, formatMoney } from "./currency.ts";
import type { ListingDraft } from "./listing.ts";
import {
  CONFIDENCE_COLOR,
  cancelCustom,
  chooseTier,
  finishCustom,
  fromRupees,
  type PriceChoice,
  type PriceEvidence,
  priceDigits,
  selectedRupees,
  startCustom,
  TIERS,
  type Tier,
  typeCustom,
} from "./pricing.ts";
import type { DisplayPrices } from "./useDisplayCurrency.ts";

interface Props {
  draft: ListingDraft;
  display: DisplayPrices;
  currency: CurrencyCode;
  onCurrency: (code: CurrencyCode) => void;
  onChoice: (choice: PriceChoice) => void;
}

const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c.code, label: `${c.symbol} ${c.code}` }));

const CONFIDENCE_KEYS = {
  green: "generator.price.confidenceGreen",
  amber: "generator.price.confidenceAmber",
  red: "generator.price.confidenceRed",
} as const;

/**
 * Under each price: how fast similar items at about that price sold on SnapList when enough sales back it; where
 * no price has that, the spec's sale-speed hints; where some have it, "not enough sales" for the others.
 */
function useSpeedHint(evidence: PriceEvidence | undefined) {
  const { t } = useTranslation();
  const anyDays = TIERS.some((tier) => evidence?.days[tier.key] != null);
  return (tier: (typeof TIERS)[number]) => {
    const days = evidence?.days[tier.key];
    if (days === 0) return t("generator.price.soldSameDay");
    if (days != null) return t("generator.price.soldInDays", { count: days });
    return anyDays ? t("generator.price.tooFewAtPrice") : t(`generator.price.${tier.tier}Hint`);
  };
}

/** Where the prices come from: the reference tables, or SnapList's sales and accepted offers with them. */
function basisText(t: TFunction, evidence: PriceEvidence | undefined) {
  return evidence?.source === "snaplist"
    ? t("generator.price.fromSales", { count: evidence.count })
    : t("generator.price.fromReference");
}

export function PriceCard({ draft, display, currency, onCurrency, onChoice }: Props) {
  const { t } = useTranslation();
  const speedHint = useSpeedHint(draft.evidence);
  const { choice } = draft;
  const shownSelected =
    choice.strategy === "custom"
      ? fromRupees(choice.customInr, display.rate)
      : display.tiers[TIERS.find((t) => t.tier === choice.strategy)?.key ?? "medianPrice"];
  const busy = draft.regenerating || display.converting;

  // A custom amount being typed is in the currency on screen; a new currency closes the input.
  const shownCode = useRef(display.code);
  useEffect(() => {
    if (shownCode.current !== display.code && choice.editing) onChoice(finishCustom(choice));
    shownCode.current = display.code;
  }, [display.code, choice, onChoice]);

  return (
    <Card withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="price-title">
      <Stack gap="md">
        <Group gap="xs">
          <Title order={4} id="price-title">
            {t("generator.price.title")}
          </Title>
          {busy && <Spinner size="xs" label={t("generator.price.updating")} />}
        </Group>
        <Group justify="space-between" gap="xs" mt={-6}>
          <Badge variant="light" color={CONFIDENCE_COLOR[draft.confidence]}>
            {`${t(CONFIDENCE_KEYS[draft.confidence])} · ${Math.round(draft.confidenceScore * 100)}%`}
          </Badge>
          <Select
            aria-label={t("generator.price.currency")}
            data={CURRENCY_OPTIONS}
            value={currency}
            onChange={(v) => v && onCurrency(v as CurrencyCode)}
            allowDeselect={false}
            w={104}
            size="xs"
          />
        </Group>
        {display.fellBack && (
          <Text size="xs" c="dimmed">
            {t("generator.price.fellBack")}
          </Text>
        )}

        <Radio.Group
          value={choice.strategy === "custom" ? null : choice.strategy}
          onChange={(v) => onChoice(chooseTier(choice, v as Tier))}
          label={<VisuallyHidden>{t("generator.price.choose")}</VisuallyHidden>}
          // The hidden label names the group for screen readers without taking room.
          styles={{ label: { position: "absolute" } }}
        >
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="price-tiers">
            {TIERS.map((tier) => (
              <Radio.Card
                key={tier.tier}
                value={tier.tier}
                radius="md"
                p="md"
                aria-label={`${t(`generator.price.${tier.tier}`)} ${formatMoney(display.tiers[tier.key], display.code)}`}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={4} />
                  {/* Phones: one compact row per tier; wider: three columns. */}
                  <Flex
                    direction={{ base: "row", xs: "column" }}
                    justify="space-between"
                    align={{ base: "center", xs: "flex-start" }}
                    gap={{ base: "xs", xs: 2 }}
                    style={{ flex: 1 }}
                  >
                    <div>
                      <Text size="sm" fw={600}>
                        {t(`generator.price.${tier.tier}`)}
                      </Text>
                      <Text size="xs" c="dimmed" data-testid={`speed-${tier.tier}`}>
                        {speedHint(tier)}
                      </Text>
                    </div>
                    <Text
                      fz={22}
                      fw={700}
                      lh={1.3}
                      data-testid={`price-${tier.tier}`}
                      style={{ fontVariantNumeric: "tabular-nums" }}
                    >
                      {formatMoney(display.tiers[tier.key], display.code)}
                    </Text>
                  </Flex>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Text size="xs" c="dimmed" mt={-6} data-testid="price-basis">
          {basisText(t, draft.evidence)}
        </Text>

        <Card radius="md" padding="sm" bg="var(--mantine-color-teal-0)">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" aria-live="polite" data-testid="selected-price">
              {t("generator.price.selected")}{" "}
              <Text span fw={700} fz="lg" style={{ fontVariantNumeric: "tabular-nums" }}>
                {formatMoney(shownSelected, display.code)}
              </Text>{" "}
              <Text span c="dimmed" size="sm">
                ({t(`generator.price.${choice.strategy}`)})
              </Text>
            </Text>
            {!choice.editing && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconPencil size={14} />}
                onClick={() => onChoice(startCustom(choice, shownSelected, display.rate))}
              >
                {t("generator.price.editPrice")}
              </Button>
            )}
          </Group>
          {choice.editing && (
            <Group mt="sm" align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label={t("generator.price.customLabel", { symbol: currencySymbol(display.code) })}
                inputMode="numeric"
                pattern="[0-9]*"
                value={choice.input}
                onChange={(e) => onChoice(typeCustom(choice, priceDigits(e.currentTarget.value), display.rate))}
                onKeyDown={(e) => {
                  if (e.key === "Enter") onChoice(finishCustom(choice));
                  if (e.key === "Escape") onChoice(cancelCustom());
                }}
                style={{ flex: 1 }}
                data-autofocus
                autoFocus
              />
              <Button onClick={() => onChoice(finishCustom(choice))}>{t("generator.price.done")}</Button>
              <Button variant="default" onClick={() => onChoice(cancelCustom())}>
                {t("common.cancel")}
              </Button>
            </Group>
          )}
        </Card>
        {display.code !== "INR" && (
          <Text size="xs" c="dimmed">
            {t("generator.price.savedInRupees", { amount: formatMoney(selectedRupees(choice, draft.tiers), "INR") })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
