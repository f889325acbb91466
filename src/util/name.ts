/**
 * How an element names itself in a console error or warning: `<weft-timer id="launch">`, or
 * `<weft-timer>` without an id (a tag name alone when there is no element at hand). Every message
 * that names an element starts with it, so a site owner finds the element the message is about.
 */
export function nameOf(host: Element | string): string {
  if (typeof host === 'string') return `<${host}>`;
  return host.id ? `<${host.localName} id="${host.id}">` : `<${host.localName}>`;
}
