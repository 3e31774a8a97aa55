// A tiny stand-in for the browser's document, enough for util.js's `el`, `svgEl` and `clear`
// and for seat chips: elements with attributes, dataset, listeners, children and text. Not a
// DOM: no selectors, no layout, no events beyond what a test calls itself.

class FakeNode {
  constructor(parent = null) {
    this.parentNode = parent;
    this.childNodes = [];
  }

  get firstChild() { return this.childNodes[0] ?? null; }

  remove() {
    if (!this.parentNode) return;
    const siblings = this.parentNode.childNodes;
    siblings.splice(siblings.indexOf(this), 1);
    this.parentNode = null;
  }

  get textContent() { return this.childNodes.map((c) => c.textContent).join(''); }
}

class FakeText extends FakeNode {
  constructor(text) {
    super();
    this.data = text;
  }

  get textContent() { return this.data; }
}

class FakeElement extends FakeNode {
  constructor(tag, namespace = null) {
    super();
    this.tagName = tag.toUpperCase();
    this.namespaceURI = namespace;
    this.attributes = new Map();
    this.dataset = {};
    this.listeners = {};
  }

  setAttribute(name, value) { this.attributes.set(name, String(value)); }

  getAttribute(name) { return this.attributes.has(name) ? this.attributes.get(name) : null; }

  hasAttribute(name) { return this.attributes.has(name); }

  addEventListener(type, f) { (this.listeners[type] ||= []).push(f); }

  // Calls the listeners of `type` with `event` (a test's stand-in for a click).
  dispatch(type, event = {}) { for (const f of this.listeners[type] || []) f(event); }

  append(...nodes) {
    for (const n of nodes) {
      const node = n instanceof FakeNode ? n : new FakeText(String(n));
      node.remove();
      node.parentNode = this;
      this.childNodes.push(node);
    }
  }

  get children() { return this.childNodes.filter((c) => c instanceof FakeElement); }
}

// Puts the fake document (and `Node`, which `el` tests children against) on the global object.
export function installFakeDom() {
  globalThis.Node = FakeNode;
  globalThis.document = {
    createElement: (tag) => new FakeElement(tag),
    createElementNS: (ns, tag) => new FakeElement(tag, ns),
    createTextNode: (text) => new FakeText(text),
    getElementById: () => null,
  };
  return globalThis.document;
}
