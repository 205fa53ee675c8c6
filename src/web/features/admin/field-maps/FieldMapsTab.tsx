import { Stack } from "@mantine/core";
import { AssistantHealth } from "./AssistantHealth.tsx";
import { MapVersions } from "./MapVersions.tsx";

/**
 * The assistant on the desk (issue 40 item 3): how it fares per marketplace and field, and the versions of each
 * marketplace's field map - what each changed, who made it, and a revert.
 */
export default function FieldMapsTab() {
  return (
    <Stack gap="lg">
      <AssistantHealth />
      <MapVersions />
    </Stack>
  );
}
