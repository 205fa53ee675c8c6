import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconLock, IconPlus, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Language } from "../../../../contract/language.ts";
import { dayName, MAX_WINDOWS, WEEKDAYS, type Weekday } from "../../../../contract/seller-terms.ts";
import { formMessage } from "../../../i18n/messages.ts";
import type { TermsDraft, TermsErrors } from "./terms.ts";

interface Props {
  value: TermsDraft;
  errors: TermsErrors;
  onChange: (next: TermsDraft, touched: keyof TermsDraft) => void;
}

/**
 * "Lowest price I'd accept" and "Viewing times" (issue 42 item 1; issue 47 item 8): optional, private to the seller and the
 * SnapList team - the line under the heading says so, in the seller's language.
 */
export function SellerTermsFields({ value, errors, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === "hi" ? "hi" : "en";
  const set = <K extends keyof TermsDraft>(key: K, v: TermsDraft[K]) => onChange({ ...value, [key]: v }, key);
  const toggleDay = (day: Weekday, on: boolean) =>
    set("days", on ? [...value.days, day] : value.days.filter((d) => d !== day));
  const setWindow = (i: number, part: "from" | "to", v: string) =>
    set(
      "windows",
      value.windows.map((w, j) => (j === i ? { ...w, [part]: v } : w)),
    );
  const err = (e: string | undefined) => (e ? formMessage(e) : undefined);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="seller-terms-heading">
      <Stack gap="sm">
        <div>
          <Group gap={6}>
            <IconLock size={16} aria-hidden />
            <Title order={4} size="h5" id="seller-terms-heading">
              {t("terms.heading")}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {t("terms.private")}
          </Text>
        </div>
        <TextInput
          label={t("terms.floor")}
          description={t("terms.floorHint")}
          inputMode="decimal"
          leftSection="₹"
          value={value.floor}
          onChange={(e) => set("floor", e.currentTarget.value)}
          error={err(errors.floor)}
          maw={260}
        />
        <div>
          <Text size="sm" fw={500}>
            {t("terms.availability")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("terms.availabilityHint")}
          </Text>
        </div>
        <Checkbox.Group label={t("terms.days")} error={err(errors.days)} value={value.days}>
          <Group gap="xs" mt={4}>
            {WEEKDAYS.map((day) => (
              <Checkbox
                key={day}
                value={day}
                label={dayName(day, lang)}
                checked={value.days.includes(day)}
                onChange={(e) => toggleDay(day, e.currentTarget.checked)}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <Stack gap={6}>
          {value.windows.map((w, i) => (
            <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                type="time"
                label={t("terms.from")}
                value={w.from}
                onChange={(e) => setWindow(i, "from", e.currentTarget.value)}
              />
              <TextInput
                type="time"
                label={t("terms.to")}
                value={w.to}
                onChange={(e) => setWindow(i, "to", e.currentTarget.value)}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t("terms.removeWindow")}
                onClick={() =>
                  set(
                    "windows",
                    value.windows.filter((_, j) => j !== i),
                  )
                }
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
          {errors.windows ? (
            <Text c="red" size="sm">
              {formMessage(errors.windows)}
            </Text>
          ) : null}
          {value.windows.length < MAX_WINDOWS ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() => set("windows", [...value.windows, { from: "10:00", to: "13:00" }])}
              w="fit-content"
            >
              {t("terms.addWindow")}
            </Button>
          ) : null}
        </Stack>
        <TextInput
          label={t("terms.area")}
          placeholder={t("terms.areaPlaceholder")}
          value={value.area}
          onChange={(e) => set("area", e.currentTarget.value)}
          error={err(errors.area)}
        />
      </Stack>
    </Paper>
  );
}
