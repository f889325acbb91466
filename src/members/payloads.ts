/**
 * What the members form sends (elements-content.md §3): the login payload (email, password, token,
 * layout_id, page_id) and the registering user (name, email, password, password_confirmation,
 * fields_custom, fields_custom_config, areas_register, layout_id, page_id, page_url). Pure.
 */

/** What the visitor typed to log in: e-mail and password, or a token. */
export interface Credentials {
  email?: string;
  password?: string;
  token?: string;
}

/** The page a form is on: its id (site mode) and its url, as the session check names them too. */
export interface Place {
  page_id?: string | number;
  page_url: string;
}

/**
 * The page `<weft-site>` shows (its `page` attribute: a page id) among the site's pages: its id
 * and url. Anywhere else (an embed page, /blog-login) no page id, and the address as page_url.
 */
export function pagePlace(
  shownPage: string | null,
  pages: ReadonlyArray<{ id?: unknown; url?: unknown }> | undefined,
  href: string,
): Place {
  const page = shownPage ? pages?.find((p) => p && String(p.id) === shownPage) : undefined;
  const id = page?.id;
  if (typeof id === 'number' || (typeof id === 'string' && id.trim()))
    return { page_id: id, page_url: typeof page!.url === 'string' ? page!.url : '' };
  return { page_url: href };
}

export interface Context {
  place: Place;
  websiteId: string | undefined;
}

/** The login payload: the credentials, the register layout and the page the form is on. */
export function loginPayload(
  credentials: Credentials,
  { layoutId, place, websiteId }: Context & { layoutId: number | string },
): Record<string, unknown> {
  return { ...credentials, layout_id: layoutId, page_id: place.page_id, website_id: websiteId };
}

export interface RegisterInput {
  name: string;
  email: string;
  /** Empty when the theme hides the passwords. */
  password: string;
  password_confirmation: string;
  hiddenPassword: boolean;
  /** The custom fields' values, by tag. */
  custom: Record<string, string | string[]>;
  /** The layout's custom field definitions, as the server listed them (sent back as fields_custom_config). */
  fields: readonly unknown[];
  areasRegister: ReadonlyArray<number | string>;
  layoutId: number | string;
}

/** The registering user. Without passwords (hidden_password) none is sent. */
export function registerPayload(input: RegisterInput, { place, websiteId }: Context): Record<string, unknown> {
  return {
    name: input.name,
    email: input.email,
    ...(input.hiddenPassword
      ? { hidden_password: true }
      : { password: input.password, password_confirmation: input.password_confirmation }),
    fields_custom: input.custom,
    fields_custom_config: input.fields,
    areas_register: input.areasRegister,
    layout_id: input.layoutId,
    page_id: place.page_id,
    page_url: place.page_url,
    website_id: websiteId,
  };
}
