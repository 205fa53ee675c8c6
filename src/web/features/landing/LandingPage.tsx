import { Container, Stack, Text, Title } from "@mantine/core";

/** The visitor's landing page. */
export default function LandingPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="sm">
        <Title order={1}>SnapList</Title>
        <Text size="lg">Photograph what you no longer need. We write the listing, price it, and post it for you.</Text>
      </Stack>
    </Container>
  );
}
