/** A value the fake Braintree API writes as XML: text, a boolean, an array or nested elements. */
export type XmlNode = string | boolean | XmlNode[] | { [tag: string]: XmlNode };

/**
 * Writes `node` the way Braintree's gateway does: elements named by the keys, arrays marked
 * `type="array"` (each item an object holding one element) and booleans `type="boolean"`.
 */
export function xml(node: XmlNode): string {
  if (typeof node === 'string') return escape(node);
  if (typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return node.map(xml).join('');
  return Object.entries(node)
    .map(([tag, value]) => element(tag, value))
    .join('');
}

function element(tag: string, value: XmlNode): string {
  if (Array.isArray(value)) return `<${tag} type="array">${xml(value)}</${tag}>`;
  if (typeof value === 'boolean') return `<${tag} type="boolean">${value}</${tag}>`;
  return `<${tag}>${xml(value)}</${tag}>`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
