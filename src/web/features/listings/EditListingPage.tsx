import { Container, Text, Title } from "@mantine/core";

export default function EditListingPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={2}>Edit Listing</Title>
      <Text c="dimmed">This area is being built.</Text>
    </Container>
  );
}
