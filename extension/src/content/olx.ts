import { runAssistant } from "./assistant.ts";

runAssistant("olx");
