import { Button, Group, NumberInput, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { createElement, useState } from "react";
import {
  TARGET_LIMITS,
  targetText,
  WORK_KIND_PLURALS,
  WORK_KINDS,
  type WorkKind,
  type WorkTargets,
} from "../../../../contract/work-queue.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { useQueueTargets, useSetTargets } from "./api.ts";

/** Owners set Today's service-level targets per kind, in hours (a renewal's: hours before the ad expires). */
function TargetsForm({ onDone }: { onDone: () => void }) {
  const current = useQueueTargets();
  const save = useSetTargets();
  const [hours, setHours] = useState<Partial<Record<WorkKind, number | string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  if (!current.data) return <Text size="sm">Loading...</Text>;
  const value = (k: WorkKind) => hours[k] ?? current.data[k] / 60;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const input: Partial<WorkTargets> = {};
        for (const k of WORK_KINDS) {
          const minutes = Math.round(Number(value(k)) * 60);
          if (!Number.isFinite(minutes)) return setProblem(`${WORK_KIND_PLURALS[k]}: enter a number of hours`);
          if (minutes !== current.data[k]) input[k] = minutes;
        }
        save.mutate(input, {
          onSuccess: () => {
            toast({ title: "Targets saved" });
            onDone();
          },
          onError: (err) => setProblem(errorText(err, "Could not save the targets")),
        });
      }}
    >
      <Stack gap="xs">
        {WORK_KINDS.map((k) => (
          <NumberInput
            key={k}
            label={
              k === "renewal"
                ? `${WORK_KIND_PLURALS[k]}: hours before the ad expires`
                : `${WORK_KIND_PLURALS[k]}: within hours`
            }
            description={`Now: ${targetText(k, Math.round(Number(value(k)) * 60))}`}
            min={TARGET_LIMITS[k].min / 60}
            max={TARGET_LIMITS[k].max / 60}
            step={0.5}
            decimalScale={2}
            value={value(k)}
            onChange={(v) => {
              setHours((h) => ({ ...h, [k]: v }));
              setProblem(null);
            }}
          />
        ))}
        {problem ? (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save targets
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function openTargetsDialog() {
  const id = modals.open({
    title: "Today's targets",
    children: createElement(TargetsForm, { onDone: () => modals.close(id) }),
  });
}
