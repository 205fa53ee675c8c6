import { AspectRatio, Badge, Card, Group, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CATEGORY_OPTIONS, type Category } from "../../../contract/enums.ts";
import type { ClassifyResponse } from "../../../contract/generator.ts";
import { WholePhoto } from "../../ui/WholePhoto.tsx";

/** The stored photos in order and what the AI recognised (brand, model, category). */
export function AiDetectedCard({ classification: c }: { classification: ClassifyResponse }) {
  const { t } = useTranslation();
  const categoryLabel = (value: string) =>
    CATEGORY_OPTIONS.some((o) => o.value === value) ? t(`categories.${value as Category}`) : value;
  const badges = [
    { label: t("generator.ai.brand"), value: c.brand },
    { label: t("generator.ai.model"), value: c.model },
    { label: t("generator.ai.category"), value: categoryLabel(c.category) },
  ].filter((b) => b.value.trim() !== "");
  return (
    <Card withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="ai-title">
      <Stack gap="sm">
        <ScrollArea
          type="auto"
          offsetScrollbars
          // Five photos scroll sideways on a phone: a keyboard reaches the strip, a screen reader names it.
          viewportProps={{ tabIndex: 0, role: "region", "aria-label": t("generator.ai.photosLabel") }}
        >
          <Group gap="xs" wrap="nowrap" role="list" aria-label={t("generator.ai.photosLabel")}>
            {c.imageUrls.map((url, i) => (
              <Card key={url} withBorder padding={0} radius="md" w={88} miw={88} role="listitem" pos="relative">
                <AspectRatio ratio={1}>
                  <WholePhoto
                    src={url}
                    alt={i === 0 ? t("generator.ai.mainPhoto") : t("generator.ai.photo", { n: i + 1 })}
                    sizes="88px"
                  />
                </AspectRatio>
                {i === 0 && (
                  <Badge size="xs" variant="filled" pos="absolute" top={4} left={4}>
                    {t("common.main")}
                  </Badge>
                )}
              </Card>
            ))}
          </Group>
        </ScrollArea>
        <Group gap={6}>
          <IconSparkles size={18} color="var(--mantine-color-teal-6)" aria-hidden />
          <Title order={4} id="ai-title">
            {t("generator.ai.title")}
          </Title>
        </Group>
        <Text size="sm">{c.productName}</Text>
        <Group gap="xs" role="list" aria-label={t("generator.ai.title")}>
          {badges.map((b) => (
            <Badge key={b.label} variant="light" size="lg" radius="sm" role="listitem" tt="none">
              <Text span size="xs" c="dimmed" mr={4}>
                {b.label}:
              </Text>
              {b.value}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
