import { Card, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { GENERATOR_CONDITIONS } from "../../../contract/enums.ts";
import type { Details, ExtraFields } from "./details.ts";

interface Props {
  details: Details;
  fields: ExtraFields;
  onChange: (key: keyof Details, value: string) => void;
}

/** The seller's details; any change regenerates the copy and prices (spec section 4). */
export function DetailsCard({ details, fields, onChange }: Props) {
  const { t } = useTranslation();
  const conditionOptions = GENERATOR_CONDITIONS.map((c) => ({ value: c, label: t(`conditions.${c}`) }));
  const text = (key: keyof Details) => ({
    value: details[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(key, e.currentTarget.value),
  });
  return (
    <Card withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="details-title">
      <Stack gap="sm">
        <Title order={4} id="details-title">
          {t("generator.details.title")}
        </Title>
        <Select
          label={t("generator.details.condition")}
          data={conditionOptions}
          value={details.condition}
          onChange={(v) => v && onChange("condition", v)}
          allowDeselect={false}
        />
        {(fields.storage || fields.ram) && (
          <SimpleGrid cols={fields.storage && fields.ram ? 2 : 1} spacing="sm">
            {fields.storage && (
              <TextInput
                label={t("generator.details.storage")}
                placeholder={t("generator.details.storagePlaceholder")}
                {...text("storage")}
              />
            )}
            {fields.ram && (
              <TextInput
                label={t("generator.details.ram")}
                placeholder={t("generator.details.ramPlaceholder")}
                {...text("ram")}
              />
            )}
          </SimpleGrid>
        )}
        {(fields.year || fields.mileage) && (
          <SimpleGrid cols={2} spacing="sm">
            {fields.year && (
              <TextInput
                label={t("generator.details.year")}
                placeholder={t("generator.details.yearPlaceholder")}
                inputMode="numeric"
                {...text("year")}
              />
            )}
            {fields.mileage && (
              <TextInput
                label={t("generator.details.mileage")}
                placeholder={t("generator.details.mileagePlaceholder")}
                inputMode="numeric"
                {...text("mileage")}
              />
            )}
          </SimpleGrid>
        )}
        <Textarea
          label={t("generator.details.additional")}
          placeholder={t("generator.details.additionalPlaceholder")}
          autosize
          minRows={2}
          maxRows={6}
          {...text("additionalDetails")}
        />
      </Stack>
    </Card>
  );
}
