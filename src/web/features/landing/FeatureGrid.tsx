import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBrain,
  IconChartBar,
  IconCurrencyRupee,
  IconRosetteDiscountCheck,
  IconShare,
  IconUpload,
} from "@tabler/icons-react";

const FEATURES = [
  {
    icon: IconBrain,
    title: "AI-Powered Analysis",
    text: "Snap a photo and our AI recognises the brand, model and category, then writes the title and description.",
  },
  {
    icon: IconCurrencyRupee,
    title: "Instant Pricing",
    text: "Get three prices - quick sale, market and premium - with a confidence score, in seconds.",
  },
  {
    icon: IconShare,
    title: "Multi-Platform Posting",
    text: "Post once and we list it automatically on OLX and Quikr, plus Facebook Marketplace.",
  },
  {
    icon: IconRosetteDiscountCheck,
    title: "Verified Listings",
    text: "Every listing carries its AI confidence score as a badge, so buyers know what they are getting.",
  },
  {
    icon: IconUpload,
    title: "Simple Upload",
    text: "Drop up to five photos from your phone or computer. We enhance them for you.",
  },
  {
    icon: IconChartBar,
    title: "Performance Analytics",
    text: "Follow each listing on every marketplace, see your sales and get paid out by UPI or PayPal.",
  },
];

export function FeatureGrid() {
  return (
    <Container size="lg" py={48} component="section" aria-labelledby="features-title">
      <Title id="features-title" order={2} ta="center" mb="xl">
        Everything you need to sell faster
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {FEATURES.map((f) => (
          <Card key={f.title} withBorder padding="lg" radius="md">
            <ThemeIcon size={44} radius="md" variant="light" mb="sm">
              <f.icon size={24} />
            </ThemeIcon>
            <Title order={3} size="h4" mb={4}>
              {f.title}
            </Title>
            <Text size="sm" c="dimmed">
              {f.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
