import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { pushServer } from "./api.ts";
import { browserDevice, browserMemory } from "./browser.ts";
import { type PushDevice, type PushServer, type PushState, pushState, turnOffPush, turnOnPush } from "./device.ts";

export interface PushDeps {
  device: PushDevice;
  server: PushServer;
}

const defaultDeps = (): PushDeps => ({ device: browserDevice(), server: pushServer });

/**
 * This device's notifications for the signed-in person: its state (null while it is being read, without asking
 * anything), and turning them on and off. Errors are the mutations' (PushSetupError or ApiError).
 */
export function usePushDevice(userId: string | undefined, deps: PushDeps = defaultDeps()) {
  const [state, setState] = useState<PushState | null>(null);
  const { device, server } = deps;

  const refresh = useCallback(async () => {
    if (!userId) return;
    try {
      setState(await pushState(device, browserMemory, userId));
    } catch {
      // No worker yet (a development build, or still registering): off, and turning on says why if it fails.
      setState(device.supported ? "off" : "unsupported");
    }
  }, [device, userId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per person; deps are stable per render tree
  useEffect(() => {
    void refresh();
  }, [userId]);

  const on = useMutation({
    mutationFn: () => turnOnPush(device, server, browserMemory, userId ?? ""),
    onSuccess: () => setState("on"),
    onError: () => void refresh(),
  });
  const off = useMutation({
    mutationFn: () => turnOffPush(device, server, browserMemory, userId ?? ""),
    onSuccess: () => setState(device.supported ? (device.permission() === "denied" ? "denied" : "off") : "unsupported"),
    onError: () => void refresh(),
  });
  return { state, on, off, busy: on.isPending || off.isPending };
}
