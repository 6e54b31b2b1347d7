/*
 * Forecourt demo stand-in for a chat widget script (no network). Like the real widgets it
 * renders its own frame (marked data-chat-frame) with a launcher button (data-chat-launcher)
 * the site clicks to open it, and reports messages to the page with
 *   window.postMessage({ source: "forecourt-chat", type: "message", author, text, timestamp })
 * so the site can count them (SPEC 4: first customer message event 55, later ones 57).
 * window.DemoChat = { open, close, send(text) } is there for tests and demos.
 */
(() => {
  if (window.DemoChat) return;
  const script = document.currentScript;
  const key = script ? script.getAttribute("data-chat-key") : null;
  window.__thirdParty = window.__thirdParty || {};
  const registry = window.__thirdParty;
  registry.chat = { key: key, loadedAt: Date.now(), opened: 0, messages: [] };

  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    for (const name in attrs) node.setAttribute(name, attrs[name]);
    if (text) node.textContent = text;
    return node;
  }

  const frame = el("div", {
    "data-chat-frame": "",
    id: "demo-chat-frame",
    style:
      "position:fixed;right:16px;bottom:80px;z-index:45;font:14px/1.4 system-ui,sans-serif;color:#111827",
  });
  const launcher = el(
    "button",
    { type: "button", "data-chat-launcher": "", style: "display:none" },
    "Open chat",
  );
  const panel = el("div", {
    role: "dialog",
    "aria-label": "Chat with the dealer",
    "data-chat-panel": "",
    style:
      "display:none;width:300px;max-width:calc(100vw - 32px);background:#fff;border:1px solid #e5e7eb;border-radius:12px;box-shadow:0 12px 32px rgba(0,0,0,.2);overflow:hidden",
  });
  const head = el("div", {
    style:
      "display:flex;justify-content:space-between;align-items:center;padding:10px 12px;background:#111827;color:#fff",
  });
  head.appendChild(el("strong", {}, "Chat with us"));
  const close = el(
    "button",
    {
      type: "button",
      "aria-label": "Close chat",
      style: "background:none;border:0;color:#fff;font-size:18px;cursor:pointer",
    },
    "×",
  );
  head.appendChild(close);
  const log = el("ol", {
    "aria-live": "polite",
    "data-chat-log": "",
    style:
      "list-style:none;margin:0;padding:12px;height:180px;overflow:auto;display:flex;flex-direction:column;gap:6px",
  });
  const form = el("form", { style: "display:flex;gap:6px;padding:10px;border-top:1px solid #e5e7eb" });
  const label = el(
    "label",
    { for: "demo-chat-input", style: "position:absolute;left:-9999px" },
    "Your message",
  );
  const input = el("input", {
    id: "demo-chat-input",
    name: "message",
    autocomplete: "off",
    style: "flex:1;padding:6px 8px;border:1px solid #d1d5db;border-radius:6px",
  });
  const send = el(
    "button",
    {
      type: "submit",
      style: "padding:6px 12px;border:0;border-radius:6px;background:#111827;color:#fff;cursor:pointer",
    },
    "Send",
  );
  form.appendChild(label);
  form.appendChild(input);
  form.appendChild(send);
  panel.appendChild(head);
  panel.appendChild(log);
  panel.appendChild(form);
  frame.appendChild(launcher);
  frame.appendChild(panel);
  document.body.appendChild(frame);

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
    const message = {
      source: "forecourt-chat",
      type: "message",
      author: author,
      text: text,
      timestamp: Date.now(),
    };
    registry.chat.messages.push(message);
    window.postMessage(message, "*");
  }

  function open() {
    panel.style.display = "block";
    registry.chat.opened += 1;
    if (log.children.length === 0) add("agent", "Hi! How can we help today?");
    input.focus();
  }
  function closePanel() {
    panel.style.display = "none";
  }
  launcher.addEventListener("click", open);
  close.addEventListener("click", closePanel);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    input.value = "";
    add("customer", text);
    setTimeout(() => {
      add("agent", "Thanks! A member of our team will reply shortly.");
    }, 600);
  });

  window.DemoChat = {
    open: open,
    close: closePanel,
    send: (text) => {
      open();
      add("customer", text);
    },
  };
})();
