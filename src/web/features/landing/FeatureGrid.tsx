import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBrain,
  IconChartBar,
  IconCurrencyRupee,
  IconRosetteDiscountCheck,
  IconShare,
  IconUpload,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The six feature cards of spec section 2, in order; their texts are landing.features.<key>Title / Text. */
const FEATURES = [
  { icon: IconBrain, key: "ai" },
  { icon: IconCurrencyRupee, key: "pricing" },
  { icon: IconShare, key: "posting" },
  { icon: IconRosetteDiscountCheck, key: "verified" },
  { icon: IconUpload, key: "upload" },
  { icon: IconChartBar, key: "analytics" },
] as const;

export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={48} component="section" aria-labelledby="features-title">
      <Title id="features-title" order={2} ta="center" mb="xl">
        {t("landing.featuresTitle")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {FEATURES.map((f) => (
          <Card key={f.key} withBorder padding="lg" radius="md">
            <ThemeIcon size={44} radius="md" variant="light" mb="sm">
              <f.icon size={24} />
            </ThemeIcon>
            <Title order={3} size="h4" mb={4}>
              {t(`landing.features.${f.key}Title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`landing.features.${f.key}Text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
