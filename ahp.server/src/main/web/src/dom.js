// Building the page's elements. Text always goes in as text (never as HTML), so nothing a terminal,
// a session title or a tool call says can become markup.

/** An element: h('button', {class: 'x', onclick: f}, 'text', child, ...). */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on')) {
      element.addEventListener(name.slice(2), value);
    } else if (value === true) {
      element.setAttribute(name, '');
    } else {
      element.setAttribute(name, String(value));
    }
  }
  append(element, children);
  return element;
}

function append(element, children) {
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    if (Array.isArray(child)) {
      append(element, child);
    } else {
      element.append(child instanceof Node ? child : String(child));
    }
  }
}

/** Empties {@code element} and fills it with {@code children}. */
export function replace(element, ...children) {
  element.replaceChildren();
  append(element, children);
}

/** A StringOrMarkdown of the protocol as plain text. */
export function plain(value) {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : value.markdown ?? '';
}

/** A random id, for client-chosen URIs and turn ids. */
export function newId() {
  return crypto.randomUUID();
}
