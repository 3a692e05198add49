/**
 * Copying a shortened id, address or public key gives its whole value. Such a value is shown
 * shortened ("718645…640431", or cut by CSS), so what a visitor selects on screen is not the
 * value: the element that shows it carries the whole value in {@link FULL_VALUE_ATTR}, and one
 * `copy` listener on the document (added when this module loads) writes the selection as text
 * with each such element, wholly or partly selected, replaced by its whole value on one line.
 * A selection without one is left to the browser.
 */

/** The attribute holding the whole value of an element that shows it shortened. */
export const FULL_VALUE_ATTR = "data-full-value";
const SELECTOR = `[${FULL_VALUE_ATTR}]`;

/** Props for the element that shows `value` shortened: copying it gives `value`. */
export function fullValueProps(value: string): { [FULL_VALUE_ATTR]: string } {
  return { [FULL_VALUE_ATTR]: value };
}

/** The element `node` is or is in. */
function elementOf(node: Node): Element | null {
  return node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
}

/** The shortened-value elements `range` touches (the one it lies in, those inside it). */
function touched(range: Range): Element[] {
  const root = elementOf(range.commonAncestorContainer);
  if (!root) return [];
  const around = root.closest(SELECTOR);
  return [
    ...(around ? [around] : []),
    ...Array.from(root.querySelectorAll(SELECTOR)).filter((el) => range.intersectsNode(el)),
  ];
}

/**
 * The text of one range with its shortened values whole: the selected part, copied, each
 * shortened element in it replaced by its value, laid out off screen to read its text as the
 * browser would (line breaks between blocks, tabs between table cells).
 */
function rangeText(range: Range, doc: Document): string {
  const around = elementOf(range.commonAncestorContainer)?.closest(SELECTOR);
  if (around) return around.getAttribute(FULL_VALUE_ATTR) ?? "";
  const part = range.cloneContents();
  for (const el of Array.from(part.querySelectorAll(SELECTOR))) {
    // an element inside one already replaced is gone with it
    if (el.isConnected || !part.contains(el)) continue;
    el.replaceWith(doc.createTextNode(el.getAttribute(FULL_VALUE_ATTR) ?? ""));
  }
  const box = doc.createElement("div");
  box.setAttribute("aria-hidden", "true");
  box.style.cssText = "position:fixed;left:-10000px;top:0;width:2000px;white-space:normal";
  box.append(part);
  doc.body.append(box);
  try {
    // innerText follows the layout; environments without layout (tests) have only textContent
    return typeof box.innerText === "string" ? box.innerText : (box.textContent ?? "");
  } finally {
    box.remove();
  }
}

/**
 * The text a copy of `selection` should give when it touches a shortened value (each such value
 * whole, on one line), or null when it touches none or is empty (the browser's own copy then).
 */
export function textForCopy(selection: Selection | null, doc: Document = document): string | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const ranges = Array.from({ length: selection.rangeCount }, (_, i) => selection.getRangeAt(i));
  if (!ranges.some((range) => touched(range).length > 0)) return null;
  return ranges.map((range) => rangeText(range, doc)).join("\n");
}

/** Whether the copy comes from a form field or editable text (its own selection, not the page's). */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(
    target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']"),
  );
}

const installed = new WeakSet<Document>();

/** Adds the document's copy listener once (idempotent). */
export function installFullValueCopy(doc: Document = document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  doc.addEventListener("copy", (event) => {
    if (event.defaultPrevented || !event.clipboardData || isEditing(event.target)) return;
    const text = textForCopy(doc.getSelection(), doc);
    if (text === null) return;
    event.clipboardData.setData("text/plain", text);
    event.preventDefault();
  });
}

if (typeof document !== "undefined") installFullValueCopy(document);
