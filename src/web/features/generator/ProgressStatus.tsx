import { Box, Progress, Text } from "@mantine/core";
import type { FlowState } from "./flow.ts";

/**
 * The progress bar and its status text. The box keeps its height whether or not a run is showing, so nothing
 * below it moves while generating; the idle text is a hint instead.
 */
export function ProgressStatus({ flow, idleText }: { flow: FlowState; idleText: string }) {
  const showing = flow.progress !== null;
  return (
    <Box mih={44} data-testid="generation-progress">
      <Progress
        value={flow.progress ?? 0}
        size="md"
        radius="xl"
        animated={flow.phase === "working"}
        aria-label="Generation progress"
        style={{ visibility: showing ? "visible" : "hidden" }}
      />
      <Text size="sm" c={showing ? undefined : "dimmed"} mt={6} aria-live="polite" role="status">
        {showing ? `${flow.status} (${flow.progress}%)` : idleText}
      </Text>
    </Box>
  );
}
