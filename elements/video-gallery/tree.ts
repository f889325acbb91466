/** The video gallery's tree (elements-content.md §3), read from builder data of any shape. Pure. */

export interface GalleryChild {
  /** "<category number>-<child number>": stable while the tree stays the same. */
  key: string;
  url: string;
  thumbnail: string;
  /** The player element's id; empty until the builder made one. */
  id: string;
  label: string;
}

export interface GalleryCategory {
  key: string;
  name: string;
  childs: GalleryChild[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builder JSON sometimes nests a list or an object as text. */
function unpack(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Entries of a numbered object (in number order, other keys after) or of a list (numbered from 1). */
export function numbered(value: unknown): Array<[string, unknown]> {
  const v = unpack(value);
  if (Array.isArray(v)) return v.map((item, i) => [String(i + 1), item]);
  if (!isObject(v)) return [];
  const rank = (key: string) => (/^\d+$/.test(key) ? Number(key) : Number.POSITIVE_INFINITY);
  return Object.entries(v).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The categories in number order with their childs in number order; anything that is not one is left out. */
export function readTree(value: unknown): GalleryCategory[] {
  const categories: GalleryCategory[] = [];
  for (const [key, raw] of numbered(value)) {
    if (!isObject(raw)) continue;
    const childs: GalleryChild[] = [];
    for (const [childKey, child] of numbered(raw['childs'])) {
      if (!isObject(child)) continue;
      childs.push({
        key: `${key}-${childKey}`,
        url: text(child['url']),
        thumbnail: text(child['thumbnail']),
        id: text(child['id']),
        label: text(child['label']),
      });
    }
    categories.push({ key, name: text(raw['name']), childs });
  }
  return categories;
}

/** `list` in pages of `size` (the last one may be shorter). */
export function pages<T>(list: readonly T[], size: number): T[][] {
  const per = Math.max(1, Math.floor(size) || 1);
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += per) out.push(list.slice(i, i + per));
  return out;
}
