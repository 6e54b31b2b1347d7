/*
 * Forecourt demo stand-in for an assistant provider's script. It follows the contract the site
 * expects of a "forecourt-assistant" provider (features/vehicle/assistant-button.tsx):
 *   window.ForecourtAssistant = { open({ car_id, stock_number, vehicle, key, api_url,
 *                                        return_focus, on_message }) }
 * open() shows a conversation panel about that car: a dialog that takes the focus, closes on
 * Escape (or its close button) and gives the focus back to return_focus. Each question goes to
 * the provider's API:
 *   POST {api_url}  {"key", "car_id", "question"}  →  200 {"answer", "car_id"}
 * which here is the platform's own stand-in (POST /demo-assistant/answers, local domains
 * only); it answers from the car's public details and says it is a demo assistant.
 * Every message shown is reported with on_message({ author, text, timestamp }).
 */
(() => {
  if (window.ForecourtAssistant) return;
  const MAX_QUESTION = 500;
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
  let send = null;
  let current = null;

  function add(author, text) {
    const item = el(
      "li",
      {
        "data-author": author,
        style:
          "max-width:85%;padding:6px 10px;border-radius:10px;white-space:pre-wrap;" +
          (author === "customer"
            ? "align-self:flex-end;background:#dbeafe"
            : "align-self:flex-start;background:#f3f4f6"),
      },
      text,
    );
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
    if (current && typeof current.on_message === "function") {
      current.on_message({
        author: author === "customer" ? "customer" : "agent",
        text,
        timestamp: Date.now(),
      });
    }
  }

  function close() {
    if (!panel) return;
    panel.remove();
    panel = null;
    const target = current?.return_focus;
    current = null;
    if (target && typeof target.focus === "function") target.focus();
  }

  function ask(text) {
    const context = current;
    registry.questions.push({ car_id: context.car_id, text: text });
    add("customer", text);
    send.disabled = true;
    fetch(context.api_url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key: context.key, car_id: context.car_id, question: text }),
    })
      .then((res) =>
        res.ok ? res.json() : Promise.reject(new Error(res.status === 429 ? "busy" : `status ${res.status}`)),
      )
      .then((body) => {
        if (current === context) add("assistant", String(body.answer));
      })
      .catch((error) => {
        if (current !== context) return;
        add(
          "assistant",
          error && error.message === "busy"
            ? "(Demo assistant) That is a lot of questions at once; please wait a minute and ask again."
            : "(Demo assistant) Sorry, I could not answer just now. You can ask the team with the enquiry form on this page.",
        );
      })
      .finally(() => {
        if (send) send.disabled = false;
      });
  }

  function build(context) {
    panel = el("div", {
      role: "dialog",
      "aria-modal": "false",
      "aria-labelledby": "demo-assistant-title",
      "data-assistant-panel": "",
      style:
        "position:fixed;right:16px;bottom:80px;z-index:46;width:340px;max-width:calc(100vw - 32px);" +
        "background:#fff;color:#111827;border:1px solid #e5e7eb;border-radius:12px;" +
        "box-shadow:0 12px 32px rgba(0,0,0,.2);overflow:hidden;font:14px/1.4 system-ui,sans-serif",
    });
    const head = el("div", {
      style:
        "display:flex;justify-content:space-between;align-items:center;gap:8px;padding:10px 12px;background:#111827;color:#fff",
    });
    const titles = el("div", {});
    titles.appendChild(
      el(
        "h2",
        { id: "demo-assistant-title", style: "margin:0;font-size:15px;font-weight:700" },
        "Ask our assistant",
      ),
    );
    titles.appendChild(
      el(
        "p",
        { style: "margin:0;font-size:12px;color:#e5e7eb" },
        "Demo assistant: answers from this car's listing",
      ),
    );
    head.appendChild(titles);
    const closeButton = el(
      "button",
      {
        type: "button",
        "aria-label": "Close the assistant",
        style:
          "background:none;border:0;color:#fff;font-size:20px;line-height:1;min-width:32px;min-height:32px;cursor:pointer",
      },
      "×",
    );
    closeButton.addEventListener("click", close);
    head.appendChild(closeButton);
    log = el("ol", {
      "aria-live": "polite",
      "aria-label": "Conversation",
      "data-assistant-log": "",
      style:
        "list-style:none;margin:0;padding:12px;height:220px;overflow:auto;display:flex;flex-direction:column;gap:6px",
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
      maxlength: String(MAX_QUESTION),
      style: "flex:1;min-width:0;padding:6px 8px;border:1px solid #6b7280;border-radius:6px;color:#111827",
    });
    send = el(
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
      const text = input.value.trim().slice(0, MAX_QUESTION);
      if (!text || send.disabled) return;
      input.value = "";
      ask(text);
    });
    panel.addEventListener("keydown", (event) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        close();
      }
    });
    panel.appendChild(head);
    panel.appendChild(log);
    panel.appendChild(form);
    document.body.appendChild(panel);
    add(
      "assistant",
      `Hi! I'm a demo assistant. Ask me about the ${context.vehicle} (stock number ${context.stock_number}).`,
    );
  }

  window.ForecourtAssistant = {
    open: (context) => {
      registry.opened.push({
        car_id: context.car_id,
        stock_number: context.stock_number,
        vehicle: context.vehicle,
      });
      if (panel && current && current.car_id !== context.car_id) close();
      if (!panel) {
        current = context;
        build(context);
      } else {
        current = context;
      }
      input.focus();
    },
  };
})();
