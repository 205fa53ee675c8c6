import { Container, Text, Title } from "@mantine/core";

export default function AdminDashboardPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={2}>Admin Dashboard</Title>
      <Text c="dimmed">This area is being built.</Text>
    </Container>
  );
}
