import { type SettingsAnswer, type SimpleAnswer, send } from "../messages.ts";

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const result = $("result");
const show = (r: SimpleAnswer) => {
  result.textContent = r.message;
  result.className = r.ok ? "good" : "bad";
};

async function load() {
  const s = await send<SettingsAnswer>({ type: "settings" });
  $("address").textContent = s.snaplistUrl;
  if (s.hasToken) $<HTMLInputElement>("token").placeholder = "A token is saved (paste a new one to replace it)";
}

$("token-form").addEventListener("submit", async (e) => {
  e.preventDefault();
  const input = $<HTMLInputElement>("token");
  const saved = await send<SimpleAnswer>({ type: "save-token", token: input.value });
  show(saved);
  if (saved.ok) {
    input.value = "";
    show(await send<SimpleAnswer>({ type: "test-connection" }));
  }
});
$("test").addEventListener("click", async () => show(await send<SimpleAnswer>({ type: "test-connection" })));

load();
