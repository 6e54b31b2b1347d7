/*
 * Forecourt demo stand-in for an assistant chat provider's script (no network, no model).
 * It follows the contract the site expects of a provider (features/vehicle/assistant-button):
 *   window.ForecourtAssistant = { open({ car_id, vehicle }) }
 * opens a conversation panel about that vehicle. Its answers are canned and say they are demo
 * answers; a real provider's script answers from the dealer's data instead.
 */
(() => {
  if (window.ForecourtAssistant) return;
  window.__thirdParty = window.__thirdParty || {};
  const registry = { opened: [], questions: [] };
  window.__thirdParty.assistant = registry;

  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    for (const name in attrs) node.setAttribute(name, attrs[name]);
    if (text) node.textContent = text;
    return node;
  }

  let panel = null;
  let log = null;
  let input = null;
  let returnFocus = null;

  function add(author, text) {
    const item = el(
      "li",
      {
        "data-author": author,
        style:
          "max-width:85%;padding:6px 10px;border-radius:10px;" +
          (author === "customer"
            ? "align-self:flex-end;background:#dbeafe"
            : "align-self:flex-start;background:#f3f4f6"),
      },
      text,
    );
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
  }

  function close() {
    if (!panel) return;
    panel.remove();
    panel = null;
    if (returnFocus && typeof returnFocus.focus === "function") returnFocus.focus();
  }

  function build(context) {
    panel = el("div", {
      role: "dialog",
      "aria-modal": "false",
      "aria-label": "Ask our assistant",
      "data-assistant-panel": "",
      style:
        "position:fixed;right:16px;bottom:80px;z-index:46;width:320px;max-width:calc(100vw - 32px);" +
        "background:#fff;color:#111827;border:1px solid #e5e7eb;border-radius:12px;" +
        "box-shadow:0 12px 32px rgba(0,0,0,.2);overflow:hidden;font:14px/1.4 system-ui,sans-serif",
    });
    const head = el("div", {
      style:
        "display:flex;justify-content:space-between;align-items:center;padding:10px 12px;background:#111827;color:#fff",
    });
    head.appendChild(el("strong", {}, "Ask our assistant"));
    const closeButton = el(
      "button",
      {
        type: "button",
        "aria-label": "Close the assistant",
        style: "background:none;border:0;color:#fff;font-size:18px;cursor:pointer",
      },
      "×",
    );
    closeButton.addEventListener("click", close);
    head.appendChild(closeButton);
    log = el("ol", {
      "aria-live": "polite",
      "data-assistant-log": "",
      style:
        "list-style:none;margin:0;padding:12px;height:200px;overflow:auto;display:flex;flex-direction:column;gap:6px",
    });
    const form = el("form", { style: "display:flex;gap:6px;padding:10px;border-top:1px solid #e5e7eb" });
    const label = el(
      "label",
      { for: "demo-assistant-input", style: "position:absolute;left:-9999px" },
      "Your question",
    );
    input = el("input", {
      id: "demo-assistant-input",
      name: "question",
      autocomplete: "off",
      style: "flex:1;padding:6px 8px;border:1px solid #d1d5db;border-radius:6px",
    });
    const send = el(
      "button",
      {
        type: "submit",
        style: "padding:6px 12px;border:0;border-radius:6px;background:#111827;color:#fff;cursor:pointer",
      },
      "Ask",
    );
    form.appendChild(label);
    form.appendChild(input);
    form.appendChild(send);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const text = input.value.trim();
      if (!text) return;
      input.value = "";
      registry.questions.push({ car_id: context.car_id, text: text });
      add("customer", text);
      setTimeout(() => {
        add(
          "assistant",
          "(Demo assistant) A real assistant would answer from the dealer's details for the " +
            context.vehicle +
            ". To ask the team directly, use the enquiry form on this page.",
        );
      }, 400);
    });
    panel.addEventListener("keydown", (event) => {
      if (event.key === "Escape") close();
    });
    panel.appendChild(head);
    panel.appendChild(log);
    panel.appendChild(form);
    document.body.appendChild(panel);
    add("assistant", `Hi! Ask me anything about the ${context.vehicle}.`);
  }

  window.ForecourtAssistant = {
    open: (context) => {
      registry.opened.push(context);
      returnFocus = document.activeElement;
      if (!panel) build(context);
      input.focus();
    },
  };
})();
