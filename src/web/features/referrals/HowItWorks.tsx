import { Card, List, Text } from "@mantine/core";

export function HowItWorks() {
  return (
    <Card withBorder radius="md">
      <Text fw={600} mb="xs">
        How It Works
      </Text>
      <List type="ordered" spacing="xs">
        <List.Item>Generate your referral code once; it stays yours.</List.Item>
        <List.Item>Share the code or the link with friends who sell things.</List.Item>
        <List.Item>They sign up through the link, or enter your code in the bar at the top of any page.</List.Item>
        <List.Item>Each of them appears here with a Joined badge.</List.Item>
      </List>
    </Card>
  );
}
