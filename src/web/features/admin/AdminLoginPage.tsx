import { Container, Text, Title } from "@mantine/core";

export default function AdminLoginPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={2}>Admin Login</Title>
      <Text c="dimmed">This area is being built.</Text>
    </Container>
  );
}
