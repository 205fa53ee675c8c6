import { runAssistant } from "./assistant.ts";

runAssistant("quikr");
