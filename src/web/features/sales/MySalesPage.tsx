import { Container, Text, Title } from "@mantine/core";

export default function MySalesPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={2}>My Sales</Title>
      <Text c="dimmed">This area is being built.</Text>
    </Container>
  );
}
