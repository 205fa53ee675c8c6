import { Container, Text, Title } from "@mantine/core";

export default function ReferralsPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={2}>Referrals</Title>
      <Text c="dimmed">This area is being built.</Text>
    </Container>
  );
}
