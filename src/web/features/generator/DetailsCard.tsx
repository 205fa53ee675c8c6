import { Card, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { CONDITION_LABELS, GENERATOR_CONDITIONS } from "../../../contract/enums.ts";
import type { Details, ExtraFields } from "./details.ts";

const CONDITION_OPTIONS = GENERATOR_CONDITIONS.map((c) => ({ value: c, label: CONDITION_LABELS[c] }));

interface Props {
  details: Details;
  fields: ExtraFields;
  onChange: (key: keyof Details, value: string) => void;
}

/** The seller's details; any change regenerates the copy and prices (spec section 4). */
export function DetailsCard({ details, fields, onChange }: Props) {
  const text = (key: keyof Details) => ({
    value: details[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(key, e.currentTarget.value),
  });
  return (
    <Card withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="details-title">
      <Stack gap="sm">
        <Title order={4} id="details-title">
          Item details
        </Title>
        <Select
          label="Condition"
          data={CONDITION_OPTIONS}
          value={details.condition}
          onChange={(v) => v && onChange("condition", v)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {(fields.storage || fields.ram) && (
          <SimpleGrid cols={fields.storage && fields.ram ? 2 : 1} spacing="sm">
            {fields.storage && <TextInput label="Storage" placeholder="e.g. 128 GB" {...text("storage")} />}
            {fields.ram && <TextInput label="RAM" placeholder="e.g. 16 GB" {...text("ram")} />}
          </SimpleGrid>
        )}
        {(fields.year || fields.mileage) && (
          <SimpleGrid cols={2} spacing="sm">
            {fields.year && <TextInput label="Year" placeholder="e.g. 2019" inputMode="numeric" {...text("year")} />}
            {fields.mileage && (
              <TextInput label="Mileage (km)" placeholder="e.g. 25000" inputMode="numeric" {...text("mileage")} />
            )}
          </SimpleGrid>
        )}
        <Textarea
          label="Additional Details"
          placeholder="Accessories, box and bill, defects, reason for selling…"
          autosize
          minRows={2}
          maxRows={6}
          {...text("additionalDetails")}
        />
      </Stack>
    </Card>
  );
}
